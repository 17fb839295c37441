// The pages of an import: each checked on its own (page shape, then every block against its block's schema),
// then created as a new draft or, in 'replace' mode, written over the target's page at the same address after
// that page's current content has been kept as a page version.
import 'server-only';
import crypto from 'node:crypto';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { roles as knownRoles, type Role } from '@/lib/auth/roles';
import { applyPageRoles } from '@/lib/content/pages/apply-page-roles';
import { getWorkingPageOrThrow } from '@/lib/content/pages/page-or-throw';
import { recordPageChange } from '@/lib/content/pages/record-change';
import { writeWorkingCopy } from '@/lib/content/pages/save-page';
import { PageSchema, type Page } from '@/lib/content/schemas';
import { normalizeSlug } from '@/lib/content/pages/slug';
import { blockProblems, type BlockSchemas, type Problem } from './check-blocks';
import { ExportedPageSchema, type ExportedPage, type ImportDocument, type ImportMode } from './format';

export type ImportedPage = { slug: string; pageId: string | null; replaced: boolean };
export type SkippedPage = { slug: string; pageId: string; reason: string };
export type RefusedPage = { slug: string; reason: string; problems: Problem[] };

/** What will be written for one page: its content, and the target's page it replaces (if any). */
export type PagePlan = { slug: string; content: ExportedPage; existingId: string | null };

export const SLUG_TAKEN_REASON = 'A page already uses this address in the target site.';
export const DUPLICATE_SLUG_REASON = 'Another page in the document has the same address; only the first is imported.';

/** One line for a list of problems: the first, and how many more there are. */
export function summarise(problems: readonly Problem[]): string {
  const [first] = problems;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  return `${first.path ? `${first.path}: ` : ''}${first.message}${more}`;
}

const problemsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): Problem[] =>
  issues.slice(0, 20).map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** Sorts the document's pages into what will be imported, skipped (address taken, 'skip' mode) and refused. */
export async function planPages(
  store: Store,
  document: ImportDocument,
  options: { domainId: string; mode: ImportMode; blockSchemas: BlockSchemas },
): Promise<{ plans: PagePlan[]; skipped: SkippedPage[]; refused: RefusedPage[] }> {
  const plans: PagePlan[] = [];
  const skipped: SkippedPage[] = [];
  const refused: RefusedPage[] = [];
  const seen = new Set<string>();
  for (const entry of document.pages) {
    const slug = normalizeSlug(entry.slug);
    const parsed = ExportedPageSchema.safeParse({ ...entry, slug });
    if (!parsed.success) {
      const problems = problemsOf(parsed.error.issues);
      refused.push({ slug, reason: summarise(problems), problems });
      continue;
    }
    const problems = blockProblems(entry.contents, 'contents', options.blockSchemas);
    if (problems.length > 0) {
      refused.push({ slug, reason: summarise(problems), problems });
      continue;
    }
    if (seen.has(slug)) {
      refused.push({ slug, reason: DUPLICATE_SLUG_REASON, problems: [] });
      continue;
    }
    seen.add(slug);
    const existing = await store.collection('pages').findOne({ domainId: options.domainId, slug }, { projection: { _id: 1 } });
    if (existing && options.mode === 'skip') {
      skipped.push({ slug, pageId: existing._id, reason: SLUG_TAKEN_REASON });
      continue;
    }
    plans.push({ slug, content: parsed.data, existingId: existing?._id ?? null });
  }
  return { plans, skipped, refused };
}

/** Only what a page is made of travels; the target decides its id, domain, version, publish state and schedule. */
function pageFrom(content: ExportedPage, fields: { _id: string; domainId: string; version: number }): Page {
  const { sourceId: _source, published: _published, lastPublished: _last, createdAt: _created, updatedAt: _updated, roles: _roles, ...rest } = content;
  return PageSchema.parse({ ...rest, ...fields });
}

/**
 * The page's current content as a version, unless its newest version already holds it: what an import replaces
 * can always be restored from the page's history. Dated just before the import, so it lists below it.
 */
async function keepAsVersion(store: Store, page: Page, userId: string, at: string): Promise<void> {
  const [latest] = await store.collection('pageVersions').find({ pageId: page._id }, { sort: { at: -1 }, limit: 1, projection: { version: 1 } });
  if (latest && latest.version === page.version) return;
  const justBefore = new Date(Date.parse(at) - 1).toISOString();
  const keptAt = page.updatedAt && page.updatedAt < at ? page.updatedAt : justBefore;
  await store.collection('pageVersions').insert({ _id: crypto.randomUUID(), pageId: page._id, action: 'save', version: page.version, page: structuredClone(page), userId, at: keptAt });
}

/** Writes one planned page as a working copy (never published) and records it in the page's history. */
export async function applyPage(store: Store, plan: PagePlan, context: { domainId: string; userId: string; now: Date }): Promise<ImportedPage> {
  const { domainId, userId, now } = context;
  const at = now.toISOString();
  if (plan.existingId) {
    const current = await getWorkingPageOrThrow(store, plan.existingId, 'pages');
    if (current.domainId !== domainId) throw new AppError('conflict', 'The page at this address changed while importing.');
    await keepAsVersion(store, current, userId, at);
    // Its id, roles, publish state and schedule stay: visitors keep seeing its published copy until someone publishes.
    const saved = await writeWorkingCopy(store, pageFrom(plan.content, { _id: current._id, domainId, version: current.version }), { collection: 'pages', at });
    await recordPageChange(store, 'save', saved, userId, at);
    return { slug: saved.slug, pageId: saved._id, replaced: true };
  }
  const created = await writeWorkingCopy(store, pageFrom(plan.content, { _id: crypto.randomUUID(), domainId, version: 0 }), { collection: 'pages', at });
  await recordPageChange(store, 'save', created, userId, at);
  // Who may publish the page travels with it: dropping the limit would let any publisher publish it.
  const roles = plan.content.roles.filter((role): role is Role => (knownRoles as readonly string[]).includes(role));
  if (roles.length > 0) await applyPageRoles(store, created, roles, userId, now);
  return { slug: created.slug, pageId: created._id, replaced: false };
}
