// The navigation, footer and site settings (with redirects and tag categories) of an import. Each is checked
// with the schema its own save call uses and written as the working copy through that same code (versions,
// audit); what visitors see changes only when someone publishes it. In 'skip' mode a part the target already
// has is left alone; in 'replace' mode its previous working copy is kept in the import's audit entry.
import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { checkRedirects, redirectsDocId } from '@/lib/content/site/redirects';
import { FooterSchema, NavSchema, type Footer, type Nav } from '@/lib/content/schemas';
import { siteDocumentId, writeSiteDocument } from '@/lib/content/site/site-documents';
import { categoriesDocId, loadSiteSettings, settingsDocId, writeSiteSettings } from '@/lib/content/site/site-settings';
import type { Problem } from './check-blocks';
import { SiteSettingsPartSchema, type ExportedSiteSettings, type ImportDocument, type ImportMode } from './format';
import { summarise } from './import-pages';

export const siteParts = ['nav', 'footer', 'siteSettings'] as const;
export type SitePart = (typeof siteParts)[number];

export type SitePartOutcome = {
  /**
   * imported: the target had none; replaced: the target's working copy was replaced; skipped: the target has one
   * ('skip' mode); refused: it does not fit (see reason, problems); notInDocument: the document has none (a page
   * export); notRequested: the import was asked for pages only (includeSite: false).
   */
  outcome: 'imported' | 'replaced' | 'skipped' | 'refused' | 'notInDocument' | 'notRequested';
  reason?: string;
  problems?: Problem[];
};

export type SitePlan = { part: 'nav'; value: Nav } | { part: 'footer'; value: Footer } | { part: 'siteSettings'; value: ExportedSiteSettings };

const labels: Record<SitePart, string> = { nav: 'navigation', footer: 'footer', siteSettings: 'site settings' };

const problemsOf = (part: SitePart, issues: readonly { path: readonly PropertyKey[]; message: string }[]): Problem[] =>
  issues.slice(0, 20).map((issue) => ({ path: [part, ...issue.path.map(String)].join('.'), message: issue.message }));

const refusedFor = (problems: Problem[]): SitePartOutcome => ({ outcome: 'refused', reason: summarise(problems), problems });

async function targetHas(store: Store, part: SitePart, domainId: string): Promise<boolean> {
  if (part !== 'siteSettings') return Boolean(await store.collection('site').findOne({ _id: siteDocumentId(part, domainId) }, { projection: { _id: 1 } }));
  const ids = [settingsDocId(domainId), redirectsDocId(domainId), categoriesDocId(domainId)];
  return (await store.collection('siteSettings').count({ _id: { $in: ids } })) > 0;
}

/** A redirect may not start where a published page of the target is: the settings save would refuse it. */
async function redirectOverPublishedPage(store: Store, domainId: string, value: ExportedSiteSettings): Promise<Problem | null> {
  if (value.redirects.length === 0) return null;
  const slugs = value.redirects.map((r) => r.from.slice(1));
  const [page] = await store.collection('publishedPages').find({ domainId, slug: { $in: slugs } }, { limit: 1, projection: { slug: 1 } });
  if (!page) return null;
  const index = value.redirects.findIndex((r) => r.from.slice(1) === page.slug);
  return { path: `siteSettings.redirects.${index}.from`, message: `A published page uses /${String(page.slug)} in the target site: a redirect from there would hide it.` };
}

function parsePart(part: SitePart, document: ImportDocument): { value: SitePlan['value'] } | { problems: Problem[] } {
  const schema = part === 'nav' ? NavSchema : part === 'footer' ? FooterSchema : SiteSettingsPartSchema;
  const parsed = schema.safeParse(document[part]);
  if (!parsed.success) return { problems: problemsOf(part, parsed.error.issues) };
  if (part === 'siteSettings') {
    try {
      checkRedirects((parsed.data as ExportedSiteSettings).redirects);
    } catch (error) {
      if (error instanceof AppError) return { problems: [{ path: 'siteSettings.redirects', message: error.message }] };
      throw error;
    }
  }
  return { value: parsed.data };
}

/** Decides, for each site part, whether it will be written, and checks it first. */
export async function planSiteParts(
  store: Store,
  document: ImportDocument,
  options: { domainId: string; mode: ImportMode; includeSite: boolean },
): Promise<{ outcomes: Record<SitePart, SitePartOutcome>; plans: SitePlan[] }> {
  const outcomes = {} as Record<SitePart, SitePartOutcome>;
  const plans: SitePlan[] = [];
  for (const part of siteParts) {
    if (document[part] === undefined) {
      outcomes[part] = { outcome: 'notInDocument' };
      continue;
    }
    if (!options.includeSite) {
      outcomes[part] = { outcome: 'notRequested' };
      continue;
    }
    const parsed = parsePart(part, document);
    if ('problems' in parsed) {
      outcomes[part] = refusedFor(parsed.problems);
      continue;
    }
    if (part === 'siteSettings') {
      const clash = await redirectOverPublishedPage(store, options.domainId, parsed.value as ExportedSiteSettings);
      if (clash) {
        outcomes[part] = refusedFor([clash]);
        continue;
      }
    }
    const has = await targetHas(store, part, options.domainId);
    if (has && options.mode === 'skip') {
      outcomes[part] = { outcome: 'skipped', reason: `The target site already has its own ${labels[part]}.` };
      continue;
    }
    outcomes[part] = { outcome: has ? 'replaced' : 'imported' };
    plans.push({ part, value: parsed.value } as SitePlan);
  }
  return { outcomes, plans };
}

/** Writes one part's working copy; answers the working copy it replaced (undefined when there was none). */
export async function applySitePart(store: Store, plan: SitePlan, context: { domainId: string; userId: string; now: Date }): Promise<unknown> {
  const { domainId, userId, now } = context;
  if (plan.part === 'siteSettings') {
    const current = await loadSiteSettings(store, domainId);
    const { version, redirectsVersion, categoriesVersion } = current.siteSettings;
    await writeSiteSettings(store, {
      domainId,
      settings: plan.value.settings,
      version,
      redirects: { list: plan.value.redirects, version: redirectsVersion },
      categories: { list: plan.value.categories, version: categoriesVersion },
      userId,
      now,
      publish: false,
    });
    const { siteSettings, redirects, categories } = current;
    return { siteSettings, redirects, categories };
  }
  const stored = await store.collection('site').findOne({ _id: siteDocumentId(plan.part, domainId) });
  const version = typeof stored?.version === 'number' ? stored.version : 0;
  await writeSiteDocument(store, { kind: plan.part, domainId, value: plan.value as never, version, userId, now, publish: false });
  return stored?.draft;
}
