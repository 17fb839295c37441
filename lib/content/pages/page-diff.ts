import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { PageSchema, type Page } from '../schemas';
import { diffComponents, diffFields, type DocumentDiff } from '../document-diff';
import { loadPageVersion, VERSION_NOT_FOUND_MESSAGE } from './list-page-versions';
import { loadWorkingPageById } from './load-working-page';
import { publishedCollectionOf } from './page-collection';
import type { PageAction } from './record-change';

/** A side of a comparison: the working copy, the published copy, or one entry of the page's history. */
export type PageSide = 'working' | 'published' | (string & {});

/** What a side was, for the view's headings. */
export type SideInfo = {
  side: 'working' | 'published' | 'version';
  /** False when the page has never been published (that side is then an empty page). */
  exists: boolean;
  versionId?: string;
  action?: PageAction;
  at?: string;
  userName?: string;
};

/** The parts of a page a visitor sees, which the comparison shows and compares. */
export type ComparedPage = Pick<Page, 'headerType' | 'header' | 'contents' | 'slug' | 'tags'>;

export type PageDiff = DocumentDiff & { from: SideInfo; to: SideInfo; pages: { from: ComparedPage; to: ComparedPage } };

const emptyPage = (slug: string): ComparedPage => ({ headerType: 'FullWidthImageCustomHeader', header: { title: '', description: '', quickLinks: [] }, contents: [], slug, tags: [] });

const compared = (page: Page): ComparedPage => ({ headerType: page.headerType, header: page.header, contents: page.contents, slug: page.slug, tags: page.tags });

async function loadSide(store: Store, pageId: string, domainId: string, side: PageSide, working: Page): Promise<{ info: SideInfo; page: ComparedPage }> {
  if (side === 'working') return { info: { side: 'working', exists: true }, page: compared(working) };
  if (side === 'published') {
    const doc = await store.collection(publishedCollectionOf.pages).findOne({ _id: pageId, domainId });
    const parsed = doc ? PageSchema.safeParse(doc) : null;
    if (!parsed?.success) return { info: { side: 'published', exists: false }, page: emptyPage(working.slug) };
    return { info: { side: 'published', exists: true }, page: compared(parsed.data) };
  }
  const version = await loadPageVersion(store, side, domainId);
  const parsed = PageSchema.safeParse(version.page);
  // A version of another page is not one of this page's versions.
  if (!parsed.success || parsed.data._id !== pageId) throw new AppError('not_found', VERSION_NOT_FOUND_MESSAGE);
  return {
    info: { side: 'version', exists: true, versionId: version._id, action: version.action, at: version.at, userName: version.userName },
    page: compared(parsed.data),
  };
}

/**
 * What changed on a page between two of its copies (`page/diff`): its header, address and tags, and each of its
 * components, added, removed, moved or changed, with texts compared word by word. 404 when the page (its working
 * copy, in this domain) or a version named is unknown; a page never published compares as an empty page.
 */
export async function diffPage(store: Store, pageId: string, domainId: string, from: PageSide, to: PageSide): Promise<PageDiff> {
  const working = await loadWorkingPageById(store, domainId, pageId);
  const [older, newer] = await Promise.all([loadSide(store, pageId, domainId, from, working), loadSide(store, pageId, domainId, to, working)]);
  const around = (page: ComparedPage) => ({ slug: page.slug, headerType: page.headerType, header: page.header, tags: page.tags });
  const fields = diffFields(around(older.page), around(newer.page));
  return {
    from: older.info,
    to: newer.info,
    fields,
    ...diffComponents(older.page.contents, newer.page.contents, 'contents'),
    pages: { from: older.page, to: newer.page },
  };
}
