// The sitemap tab: one page of a domain's working copies, filtered, sorted and counted by the store.
import 'server-only';
import type { Filter, Store } from '@/lib/db/port';
import { searchPattern } from '@/lib/db/search-pattern';
import { canPublish, type AuthUser } from '@/lib/auth/roles';
import type { Page } from '../schemas';
import { openNoteCounts } from '../notes/notes';

export type SitemapQuery = {
  domainId: string;
  page: number;
  size: number;
  freq?: Page['frequency'];
  slug?: string;
  pageType?: string;
  priority?: number;
  /** ISO instants, inclusive lower and exclusive upper bound on updatedAt. */
  updatedFrom?: string;
  updatedBefore?: string;
  publishableByYou?: boolean;
};

export type SitemapEntry = {
  _id: string;
  slug: string;
  /** The page's title (its header's), so staff find pages by name. */
  title: string;
  pageType: string;
  updatedAt: string | null;
  publishedAt: string | null;
  published: boolean;
  publishableByYou: boolean;
  frequency: string;
  priority: number;
  /** Threads of staff notes on the page not resolved yet (lib/content/notes/). */
  openNotes: number;
  /** Pending scheduled publish and unpublish (page/schedule); absent when nothing is scheduled. */
  schedule?: { publishAt?: string; unpublishAt?: string; cancelled?: { kind: 'publish' | 'unpublish'; due: string; reason: string } };
};

const NOTHING: Filter = { _id: { $in: [] } };
/** PageSchema allows at most this many roles on a page. */
const MAX_PAGE_ROLES = 10;

/**
 * The store filter matching exactly the pages canPublish() lets this user publish (or, with `wanted` false,
 * those it does not). A page lists no roles when it has no first role. "Lists none of mine" is asked of
 * each position, because $nin on a whole array is not the same in both adapters (lib/db/port.ts).
 */
export function publishableFilter(user: AuthUser, wanted: boolean): Filter {
  if (user.roles.includes('admin')) return wanted ? {} : NOTHING;
  if (!user.roles.includes('publisher')) return wanted ? NOTHING : {};
  const mine = [...user.roles];
  if (wanted) return { $or: [{ 'roles.0': { $exists: false } }, { roles: { $in: mine } }] };
  const noneOfMine: Filter = { 'roles.0': { $exists: true, $nin: mine } };
  for (let i = 1; i < MAX_PAGE_ROLES; i++) noneOfMine[`roles.${i}`] = { $nin: mine };
  return noneOfMine;
}

export function sitemapFilter(query: SitemapQuery, user: AuthUser): Filter {
  const clauses: Filter[] = [];
  // The slash typed before '/about' is not part of the stored slug. The same words find a page by its title.
  const slug = searchPattern(query.slug?.replace(/^\s*\/+/, ''));
  const title = searchPattern(query.slug);
  if (slug && title) clauses.push({ $or: [{ slug: { $regex: slug } }, { 'header.title': { $regex: title } }] });
  if (query.updatedFrom || query.updatedBefore) {
    clauses.push({
      updatedAt: {
        ...(query.updatedFrom ? { $gte: query.updatedFrom } : {}),
        ...(query.updatedBefore ? { $lt: query.updatedBefore } : {}),
      },
    });
  }
  if (query.publishableByYou !== undefined) clauses.push(publishableFilter(user, query.publishableByYou));
  return {
    domainId: query.domainId,
    ...(query.freq ? { frequency: query.freq } : {}),
    ...(query.pageType ? { pageType: query.pageType } : {}),
    ...(query.priority !== undefined ? { priority: query.priority } : {}),
    ...(clauses.length > 0 ? { $and: clauses } : {}),
  };
}

export async function filterSitemap(store: Store, query: SitemapQuery, user: AuthUser): Promise<{ sitemap: SitemapEntry[]; total: number }> {
  const pages = store.collection('pages');
  const filter = sitemapFilter(query, user);
  const [docs, total] = await Promise.all([
    pages.find(filter, {
      sort: { slug: 1 },
      skip: (query.page - 1) * query.size,
      limit: query.size,
      // roles only to work out publishableByYou: role names are never answered.
      projection: { _id: 1, slug: 1, header: 1, pageType: 1, updatedAt: 1, lastPublished: 1, published: 1, frequency: 1, priority: 1, roles: 1, schedule: 1 },
    }),
    pages.count(filter),
  ]);
  const notes = await openNoteCounts(store, docs.map((doc) => String(doc._id)));
  return {
    total,
    sitemap: docs.map((doc) => ({
      _id: String(doc._id),
      slug: typeof doc.slug === 'string' ? doc.slug : '',
      title: titleOf(doc.header),
      pageType: typeof doc.pageType === 'string' ? doc.pageType : 'page',
      updatedAt: typeof doc.updatedAt === 'string' ? doc.updatedAt : null,
      publishedAt: typeof doc.lastPublished === 'string' ? doc.lastPublished : null,
      published: doc.published === true,
      publishableByYou: canPublish(user, Array.isArray(doc.roles) ? (doc.roles as string[]) : []),
      frequency: typeof doc.frequency === 'string' ? doc.frequency : 'monthly',
      priority: typeof doc.priority === 'number' ? doc.priority : 0.5,
      openNotes: notes.get(String(doc._id)) ?? 0,
      ...scheduleOf(doc.schedule),
    })),
  };
}

function titleOf(header: unknown): string {
  const title = header && typeof header === 'object' ? (header as { title?: unknown }).title : undefined;
  return typeof title === 'string' ? title : '';
}

/** The schedule's times, and a change the scheduler cancelled (who set it is not the sitemap's business). */
function scheduleOf(value: unknown): Pick<SitemapEntry, 'schedule'> {
  if (!value || typeof value !== 'object') return {};
  const { publishAt, unpublishAt, cancelled } = value as Record<string, unknown>;
  const refused = cancelled && typeof cancelled === 'object' ? (cancelled as Record<string, unknown>) : null;
  const schedule = {
    ...(typeof publishAt === 'string' ? { publishAt } : {}),
    ...(typeof unpublishAt === 'string' ? { unpublishAt } : {}),
    ...(refused && (refused.kind === 'publish' || refused.kind === 'unpublish') && typeof refused.due === 'string' && typeof refused.reason === 'string'
      ? { cancelled: { kind: refused.kind as 'publish' | 'unpublish', due: refused.due, reason: refused.reason } }
      : {}),
  };
  return Object.keys(schedule).length > 0 ? { schedule } : {};
}
