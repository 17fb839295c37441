import 'server-only';
import type { Store } from '@/lib/db/port';
import { env } from '@/lib/config/env';
import { log } from '@/lib/log';
import { sendMail } from '@/lib/mail/send-mail';
import { recordAudit } from '@/lib/audit/audit-log';
import { isFileId } from '@/lib/files/file-id';
import { isImageId } from '@/lib/images/image-id';
import { PageSchema, type Page } from '../schemas';
import { htmlToText } from '../html-text';
import { imageAlt } from '../pages/publish-checks/image-alt';
import { siteSlugOf, statusOf } from '../pages/publish-checks/page-links';
import { isRichText, richTextAnchors, visitPage, visitValue, type Visit } from '../pages/publish-checks/walk';
import { loadRedirects } from '../site/redirects';
import { loadSiteDocument } from '../site/site-documents';
import { loadSettingsInForce } from '../site/settings-in-force';
import { collectReferences, emptyReferences } from '@/lib/content-transfer/references';
import { dayOf } from '../pages/review-dates';
import { checkExternalLinks, type CheckOptions } from './external-links';
import { phoneNumbersIn, samePhone } from './phone-numbers';
import { healthKindLabels, healthKinds, type HealthPlace, type HealthProblem, type HealthReport } from './health-kinds';

export { healthKindLabels, healthKinds, type HealthKind, type HealthPlace, type HealthProblem, type HealthReport } from './health-kinds';

/**
 * The content-health report of a domain (collection `healthReports`, one per domain): what visitors would trip over
 * in what they get now (published pages, the published navigation and footer), found by a job that runs daily and
 * on demand. Each problem names where it is, so staff can go and fix it.
 */
/** A report keeps at most this many problems. */
export const MAX_PROBLEMS = 2_000;
/** A run that started this long ago and never finished (its server stopped) may be started again. */
export const RUN_STALE_MS = 30 * 60_000;
const PAGE_BATCH = 100;
/** Lets whatever else the server has to do (visitors' requests) run before the next page is checked. */
const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));

export type RunOptions = { links?: CheckOptions | false };

const reports = (store: Store) => store.collection<HealthReport>('healthReports');
const placeOfPage = (slug: string): HealthPlace => ({ label: `/${slug}`, slug });
const navPlace: HealthPlace = { label: 'Navigation', part: 'nav' };
const footerPlace: HealthPlace = { label: 'Footer', part: 'footer' };

export async function loadHealthReport(store: Store, domainId: string): Promise<HealthReport | null> {
  return reports(store).findOne({ _id: domainId });
}

/**
 * Marks a run as started unless one is under way (one conditional write, so two servers or two clicks start one run).
 * Answers whether this caller should run it.
 */
export async function claimHealthRun(store: Store, domainId: string, now: Date): Promise<boolean> {
  const started = now.toISOString();
  const fresh = { state: 'running' as const, startedAt: started, finishedAt: null };
  const stale = new Date(now.getTime() - RUN_STALE_MS).toISOString();
  const taken = await reports(store).update({ _id: domainId, $or: [{ state: { $ne: 'running' } }, { startedAt: { $lt: stale } }] }, { $set: fresh });
  if (taken > 0) return true;
  if (await reports(store).findOne({ _id: domainId }, { projection: { _id: 1 } })) return false;
  try {
    await reports(store).insert({ _id: domainId, domainId, ...fresh, pagesChecked: 0, externalLinksChecked: 0, problems: [], truncated: false });
    return true;
  } catch {
    return false;
  }
}

type Scan = {
  problems: HealthProblem[];
  /** Slugs some page, the navigation or the footer links to. */
  linkedSlugs: Set<string>;
  external: Map<string, { place: HealthPlace; text: string }[]>;
  refs: ReturnType<typeof emptyReferences>;
  hasHub: boolean;
};

type Lookups = {
  site: { publishedSlugs: Set<string>; pageSlugs: Set<string>; redirects: { from: string; to: string }[] };
  trashedSlugs: Set<string>;
  registerNumbers: string[];
};

const hostnameOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};
const linkWords = (text: string) => (text.trim() ? `The link '${text.trim()}'` : 'A link');
/** Keys whose strings are never words a visitor reads. */
const NOT_WORDS = new Set(['href', 'imageId', 'src', 'key', 'componentType', 'contactId', 'tracking', 'type', 'anchorId', 'id', 'fileId']);
// A reference to the register shows the register's current number when rendered, whatever its stored words say.
const REGISTER_REFERENCE = /<a [^>]*data-crisis-contact="[^"]*"[^>]*>[\s\S]*?<\/a>/g;

function scanLinks(root: unknown, path: string, block: string, place: HealthPlace, selfSlug: string | null, scan: Scan, lookups: Lookups): void {
  const link = (href: string, type: unknown, text: string) => {
    const trimmed = href.trim();
    if (/^tel:/i.test(trimmed)) {
      checkPhone(trimmed.slice(4), place, scan, lookups);
      return;
    }
    if (/^https?:\/\//i.test(trimmed)) {
      if (type === 'file' || /\/api\/file\//.test(trimmed)) return;
      scan.external.set(trimmed, [...(scan.external.get(trimmed) ?? []), { place, text }]);
      return;
    }
    if (type === 'anchor' || type === 'file') return;
    const slug = siteSlugOf(trimmed, type);
    if (slug === null || slug.startsWith('api/')) return;
    if (slug !== selfSlug) scan.linkedSlugs.add(slug);
    const status = statusOf(slug, lookups.site);
    if (status === 'published') return;
    const why = lookups.trashedSlugs.has(slug) && status === 'missing' ? 'a page in the Trash' : status === 'unpublished' ? 'a page that is not published' : 'where there is no page';
    scan.problems.push({ kind: 'internalLink', place, message: `${linkWords(text)} goes to /${slug}, ${why}.` });
  };
  visitValue(root, path, block, ({ value }: Visit) => {
    if (value.componentType === 'PageHub') scan.hasHub = true;
    if (isRichText(value)) {
      for (const anchor of richTextAnchors(value.text)) link(anchor.href, undefined, anchor.text);
      for (const number of phoneNumbersIn(htmlToText(value.text.replace(REGISTER_REFERENCE, '')))) checkPhone(number, place, scan, lookups);
      return false;
    }
    if (typeof value.href === 'string') link(value.href, value.type, typeof value.text === 'string' ? value.text : '');
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === 'string' && !NOT_WORDS.has(key)) for (const number of phoneNumbersIn(inner)) checkPhone(number, place, scan, lookups);
    }
  });
}

function checkPhone(number: string, place: HealthPlace, scan: Scan, lookups: Lookups): void {
  if (lookups.registerNumbers.some((known) => samePhone(known, number))) return;
  scan.problems.push({
    kind: 'unknownPhone',
    place,
    message: `${number.trim()} is not in the crisis-contact register. If it is a helpline, check that it is still right and add it to the register.`,
  });
}

async function loadLookups(store: Store, domainId: string): Promise<Lookups> {
  const slugs = async (collection: 'pages' | 'publishedPages') =>
    new Set((await store.collection(collection).find({ domainId }, { projection: { slug: 1 } })).flatMap((doc) => (typeof doc.slug === 'string' ? [doc.slug] : [])));
  const [publishedSlugs, pageSlugs, redirects, trash, settings] = await Promise.all([
    slugs('publishedPages'),
    slugs('pages'),
    loadRedirects(store, domainId),
    store.collection('trash').find({ domainId }, { projection: { 'page.slug': 1 } }),
    loadSettingsInForce(store, domainId),
  ]);
  const trashedSlugs = new Set(trash.flatMap((entry) => (typeof (entry.page as { slug?: unknown })?.slug === 'string' ? [(entry.page as { slug: string }).slug] : [])));
  const registerNumbers = settings.crisisContacts.flatMap((contact) => [contact.phone, contact.text]).filter((n) => /\d/.test(n));
  return { site: { publishedSlugs, pageSlugs, redirects }, trashedSlugs, registerNumbers };
}

/** Runs the checks of one domain and stores the report (the caller has claimed the run). */
export async function runHealthCheck(store: Store, domainId: string, now: Date, options: RunOptions = {}): Promise<HealthReport> {
  const startedAt = now.toISOString();
  try {
    const report = await buildReport(store, domainId, now, options);
    const done: HealthReport = { ...report, _id: domainId, domainId, state: 'done', startedAt, finishedAt: new Date().toISOString() };
    await reports(store).replace({ _id: domainId }, done, { upsert: true });
    return done;
  } catch (error) {
    await reports(store).update({ _id: domainId }, { $set: { state: 'failed', finishedAt: new Date().toISOString() } });
    throw error;
  }
}

async function buildReport(store: Store, domainId: string, now: Date, options: RunOptions): Promise<Pick<HealthReport, 'pagesChecked' | 'externalLinksChecked' | 'problems' | 'truncated'>> {
  const lookups = await loadLookups(store, domainId);
  const scan: Scan = { problems: [], linkedSlugs: new Set(), external: new Map(), refs: emptyReferences(), hasHub: false };
  const tagged = new Map<string, boolean>();
  let pagesChecked = 0;
  // The ids once, then the pages a batch at a time by id (an index lookup), giving way to visitors between pages:
  // the report shares the server with them and must never hold a page's answer up for long.
  const ids = (await store.collection('publishedPages').find({ domainId }, { projection: { _id: 1 } })).map((doc) => String(doc._id));
  for (let start = 0; start < ids.length; start += PAGE_BATCH) {
    const batch = await store.collection('publishedPages').find({ _id: { $in: ids.slice(start, start + PAGE_BATCH) } });
    for (const doc of batch) {
      await giveWay();
      const parsed = PageSchema.safeParse(doc);
      if (!parsed.success) continue;
      const page: Page = parsed.data;
      pagesChecked += 1;
      const place = placeOfPage(page.slug);
      tagged.set(page.slug, page.tags.length > 0);
      for (const check of imageAlt({ page, site: lookups.site, sensitiveTopics: [] })) scan.problems.push({ kind: 'imageAlt', place, message: check.message });
      scanLinks(page.header, 'header', 'page header', place, page.slug, scan, lookups);
      scanLinks(page.contents, 'contents', '', place, page.slug, scan, lookups);
      collectReferences({ header: page.header, contents: page.contents }, place.label, scan.refs);
    }
  }
  const [nav, footer] = await Promise.all([loadSiteDocument(store, 'nav', domainId), loadSiteDocument(store, 'footer', domainId)]);
  for (const [copy, place] of [[nav.publishedCopy, navPlace], [footer.publishedCopy, footerPlace]] as const) {
    if (!copy) continue;
    scanLinks(copy, '', '', place, null, scan, lookups);
    collectReferences(copy, place.label, scan.refs);
  }

  // Pages nothing links to (the home page aside; a tagged page is listed wherever the site has a hub).
  for (const [slug, hasTags] of tagged) {
    if (slug === '' || scan.linkedSlugs.has(slug) || (scan.hasHub && hasTags)) continue;
    scan.problems.push({ kind: 'orphan', place: placeOfPage(slug), message: 'No page, menu or footer links to this page: visitors can only find it by its address or a search.' });
  }
  await findMissingMedia(store, scan);
  await findOverdueReviews(store, domainId, now, lookups.site.publishedSlugs, scan);

  let externalLinksChecked = 0;
  if (options.links !== false && scan.external.size > 0) {
    const only = env().LINK_CHECK_HOSTS;
    const urls = [...scan.external.keys()].filter((url) => !only.length || only.includes(hostnameOf(url)));
    const outcomes = await checkExternalLinks(urls, options.links ?? {});
    externalLinksChecked = outcomes.size;
    for (const [url, outcome] of outcomes) {
      if (outcome.ok) continue;
      for (const use of scan.external.get(url) ?? []) scan.problems.push({ kind: 'externalLink', place: use.place, message: `${linkWords(use.text)} to ${url} ${outcome.reason}.` });
    }
  }
  const order = new Map(healthKinds.map((kind, index) => [kind, index]));
  const problems = scan.problems.sort((a, b) => order.get(a.kind)! - order.get(b.kind)! || a.place.label.localeCompare(b.place.label));
  return { pagesChecked, externalLinksChecked, problems: problems.slice(0, MAX_PROBLEMS), truncated: problems.length > MAX_PROBLEMS };
}

async function findMissingMedia(store: Store, scan: Scan): Promise<void> {
  const imageIds = [...scan.refs.images.keys()];
  const fileIds = [...scan.refs.files.keys()];
  const known = async (collection: 'images' | 'files', ids: string[]) =>
    new Set(ids.length ? (await store.collection(collection).find({ _id: { $in: ids } }, { projection: { _id: 1 } })).map((doc) => String(doc._id)) : []);
  const [images, files] = await Promise.all([known('images', imageIds.filter(isImageId)), known('files', fileIds.filter(isFileId))]);
  const placeOf = (label: string): HealthPlace => (label === 'Navigation' ? navPlace : label === 'Footer' ? footerPlace : placeOfPage(label.slice(1)));
  for (const [id, users] of scan.refs.images) {
    if (images.has(id)) continue;
    for (const label of users) scan.problems.push({ kind: 'missingMedia', place: placeOf(label), message: `A picture it shows (${id}) is no longer in the library: visitors see nothing there.` });
  }
  for (const [id, users] of scan.refs.files) {
    if (files.has(id)) continue;
    for (const label of users) scan.problems.push({ kind: 'missingMedia', place: placeOf(label), message: `A document it links to (/api/file/${id}) is no longer in the library: visitors get 'not found'.` });
  }
}

async function findOverdueReviews(store: Store, domainId: string, now: Date, publishedSlugs: Set<string>, scan: Scan): Promise<void> {
  const due = await store.collection('reviewDates').find({ domainId, reviewBy: { $lt: dayOf(now) } }, { projection: { _id: 1, reviewBy: 1 } });
  if (!due.length) return;
  const pages = await store.collection('publishedPages').find({ _id: { $in: due.map((doc) => doc._id) } }, { projection: { slug: 1 } });
  const slugOf = new Map(pages.map((page) => [String(page._id), String(page.slug)]));
  for (const doc of due) {
    const slug = slugOf.get(String(doc._id));
    if (slug === undefined || !publishedSlugs.has(slug)) continue;
    scan.problems.push({ kind: 'reviewOverdue', place: placeOfPage(slug), message: `Due for review on ${String(doc.reviewBy)}: check that it is still right, then use 'Mark reviewed' in Page settings.` });
  }
}

export const HEALTH_JOB = 'content-health';
export const HEALTH_CHECK_MS = 24 * 3_600_000;
export const HEALTH_LEASE_MS = 2 * RUN_STALE_MS;
const DIGEST_EVERY_MS = 7 * 86_400_000;

/** The daily job: every domain's report, then the weekly digest to admins where something is wrong. */
export async function runHealthJob(store: Store, now: Date, options: RunOptions = {}): Promise<{ domains: string[] }> {
  const domains = (await store.collection('domains').find({}, { projection: { _id: 1 } })).map((doc) => String(doc._id));
  const ran: string[] = [];
  for (const domainId of domains) {
    if (!(await claimHealthRun(store, domainId, now))) continue;
    const report = await runHealthCheck(store, domainId, now, options);
    ran.push(domainId);
    await sendDigestIfDue(store, report, now).catch((error: unknown) => log.error('health.digest', { error: String(error) }));
  }
  return { domains: ran };
}

/** Weekly at most, to active admins, where the site sends mail, the digest is on and something needs fixing. */
export async function sendDigestIfDue(store: Store, report: HealthReport, now: Date): Promise<boolean> {
  if (!report.problems.length || !env().SMTP_URL) return false;
  const { contentCare, siteName } = await loadSettingsInForce(store, report.domainId);
  if (!contentCare.healthDigest) return false;
  const [last] = await store.collection('auditLog').find({ action: 'health.digest', domainId: report.domainId }, { sort: { at: -1 }, limit: 1 });
  if (last && now.getTime() - Date.parse(String(last.at)) < DIGEST_EVERY_MS) return false;
  const admins = (await store.collection('users').find({ active: true })).filter((user) => Array.isArray(user.roles) && user.roles.includes('admin') && typeof user.email === 'string');
  if (!admins.length) return false;
  const counts = healthKinds.map((kind) => [kind, report.problems.filter((p) => p.kind === kind).length] as const).filter(([, n]) => n > 0);
  const text = [
    `The content-health report of ${siteName || 'the site'} found ${report.problems.length} thing${report.problems.length === 1 ? '' : 's'} to fix:`,
    '',
    ...counts.map(([kind, n]) => `- ${healthKindLabels[kind]}: ${n}`),
    '',
    'Open the dashboard and its Content health tab to see where each one is.',
  ].join('\n');
  for (const admin of admins) await sendMail({ to: String(admin.email), subject: `Content health: ${report.problems.length} to fix`, text });
  await recordAudit(store, { action: 'health.digest', target: report.domainId, domainId: report.domainId, userId: null, at: now.toISOString(), problems: report.problems.length });
  return true;
}
