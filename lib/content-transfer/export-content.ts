// Builds the content export document (format.ts) of one page or of a whole site (domain).
import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { getWorkingPageOrThrow, parseStoredPage } from '@/lib/content/pages/page-or-throw';
import { FooterSchema, NavSchema, type Domain, type Page } from '@/lib/content/schemas';
import { loadSiteDocument } from '@/lib/content/site/site-documents';
import { EditableSettingsSchema, loadSiteSettings } from '@/lib/content/site/site-settings';
import { CONTENT_FORMAT, CONTENT_FORMAT_VERSION, type ContentDocument, type ExportedPage } from './format';
import { collectReferences, describeReferences, emptyReferences, pageLabel } from './references';
import { recordAudit } from '@/lib/audit/audit-log';

type ExportContext = { userId: string; now: Date };

export function exportedPage(page: Page): ExportedPage {
  const { _id, domainId: _domain, version: _version, schedule: _schedule, ...content } = page;
  return { sourceId: _id, ...content };
}

async function domainOrThrow(store: Store, domainId: string): Promise<Domain> {
  const domain = await store.collection<Domain>('domains').findOne({ _id: domainId });
  if (!domain) throw new AppError('not_found', 'Domain not found.');
  return domain;
}

async function audit(store: Store, scope: 'page' | 'site', target: string, domainId: string, pages: number, { userId, now }: ExportContext) {
  await recordAudit(store, { action: 'content.export', scope, target, domainId, pages, userId, at: now.toISOString() });
}

/** One page's working copy (any editor may read it through page/load too) with the images and documents it names. */
export async function exportPage(store: Store, pageId: string, context: ExportContext): Promise<{ document: ContentDocument; domain: Domain; page: Page }> {
  const page = await getWorkingPageOrThrow(store, pageId, 'pages');
  const domain = await domainOrThrow(store, page.domainId);
  const refs = collectReferences({ header: page.header, contents: page.contents }, pageLabel(page.slug), emptyReferences());
  const document: ContentDocument = {
    ...envelope('page', domain, context.now),
    pages: [exportedPage(page)],
    ...(await describeReferences(store, refs)),
  };
  await audit(store, 'page', page._id, domain._id, 1, context);
  return { document, domain, page };
}

/** Every page of the domain (working copies, by address), its navigation, footer and site settings (working copies). */
export async function exportSite(store: Store, domainId: string, context: ExportContext): Promise<{ document: ContentDocument; domain: Domain }> {
  const domain = await domainOrThrow(store, domainId);
  const stored = await store.collection('pages').find({ domainId }, { sort: { slug: 1 } });
  const pages = stored.map((doc) => parseStoredPage(doc));
  const [navState, footerState, settingsState] = await Promise.all([
    loadSiteDocument(store, 'nav', domainId),
    loadSiteDocument(store, 'footer', domainId),
    loadSiteSettings(store, domainId),
  ]);
  // The schemas keep the content and drop the editor's bookkeeping (domainId, version, pendingChanges...).
  const nav = NavSchema.parse(navState);
  const footer = FooterSchema.parse(footerState);
  const siteSettings = {
    settings: EditableSettingsSchema.parse(settingsState.siteSettings),
    redirects: settingsState.redirects,
    categories: settingsState.categories,
  };

  const refs = emptyReferences();
  for (const page of pages) collectReferences({ header: page.header, contents: page.contents }, pageLabel(page.slug), refs);
  collectReferences(nav, 'nav', refs);
  collectReferences(footer, 'footer', refs);
  collectReferences(siteSettings, 'siteSettings', refs);

  const document: ContentDocument = {
    ...envelope('site', domain, context.now),
    pages: pages.map(exportedPage),
    nav,
    footer,
    siteSettings,
    ...(await describeReferences(store, refs)),
  };
  await audit(store, 'site', domain._id, domain._id, pages.length, context);
  return { document, domain };
}

function envelope(scope: 'page' | 'site', domain: Domain, now: Date) {
  return {
    format: CONTENT_FORMAT,
    version: CONTENT_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    scope,
    source: { domainId: domain._id, domainName: domain.name },
    includesPublishedCopies: false,
  } as const;
}
