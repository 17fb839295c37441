// Imports a content export document into one domain: its pages as drafts (new ids, addresses kept), and its
// navigation, footer and site settings as working copies. Nothing is published and nothing outside the target
// domain changes. Every page and part is checked first; what does not fit is refused and reported while the rest
// is imported. A dry run answers the same report and writes nothing.
import 'server-only';
import { StoreError, type Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import type { BlockSchemas } from './check-blocks';
import type { ImportDocument, ImportMode } from './format';
import { applyPage, planPages, type ImportedPage, type RefusedPage, type SkippedPage } from './import-pages';
import { applySitePart, planSiteParts, type SitePart, type SitePartOutcome } from './import-site-parts';
import { collectReferences, emptyReferences, findMissing, pageLabel, type MissingFile, type MissingImage } from './references';
import { recordAudit } from '@/lib/audit/audit-log';
import { domainOrThrow } from '@/lib/content/domains/domain-or-throw';

export type ImportOptions = {
  domainId: string;
  mode: ImportMode;
  dryRun: boolean;
  /** false: only the pages; the document's navigation, footer and settings are left out. */
  includeSite: boolean;
  document: ImportDocument;
};

export type ImportContext = { userId: string; now: Date; blockSchemas: BlockSchemas };

export type ImportReport = {
  dryRun: boolean;
  domainId: string;
  mode: ImportMode;
  /** In document order. `pageId` is the page's id in the target (null for a new page in a dry run); `replaced` when it was the target's page at that address. */
  imported: ImportedPage[];
  skipped: SkippedPage[];
  refused: RefusedPage[];
  site: Record<SitePart, SitePartOutcome>;
  /** Images and documents the imported content names that this install does not hold (their bytes do not travel). */
  missingImages: MissingImage[];
  missingFiles: MissingFile[];
};

/** A refusal of one page or part (stale version, address taken meanwhile), as opposed to a failure of the import. */
const isRefusal = (error: unknown): error is Error => error instanceof AppError || (error instanceof StoreError && error.code === 'duplicate');

export async function importContent(store: Store, options: ImportOptions, context: ImportContext): Promise<ImportReport> {
  const { domainId, mode, dryRun, includeSite, document } = options;
  await domainOrThrow(store, domainId);

  const pages = await planPages(store, document, { domainId, mode, blockSchemas: context.blockSchemas });
  const site = await planSiteParts(store, document, { domainId, mode, includeSite });

  const refs = emptyReferences();
  for (const plan of pages.plans) collectReferences({ header: plan.content.header, contents: plan.content.contents }, pageLabel(plan.slug), refs);
  for (const plan of site.plans) collectReferences(plan.value, plan.part, refs);
  const missing = await findMissing(store, refs, document);

  const report: ImportReport = { dryRun, domainId, mode, imported: [], skipped: pages.skipped, refused: pages.refused, site: site.outcomes, ...missing };
  if (dryRun) {
    report.imported = pages.plans.map((plan) => ({ slug: plan.slug, pageId: plan.existingId, replaced: plan.existingId !== null }));
    return report;
  }

  const write = { domainId, userId: context.userId, now: context.now };
  // A page that cannot be written after all (someone saved it meanwhile, or took its address) is refused alone.
  for (const plan of pages.plans) {
    try {
      report.imported.push(await applyPage(store, plan, write));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      report.refused.push({ slug: plan.slug, reason: error.message, problems: [] });
    }
  }
  const previous: Partial<Record<SitePart, unknown>> = {};
  for (const plan of site.plans) {
    try {
      const replaced = await applySitePart(store, plan, write);
      if (report.site[plan.part].outcome === 'replaced') previous[plan.part] = replaced;
    } catch (error) {
      if (!isRefusal(error)) throw error;
      report.site[plan.part] = { outcome: 'refused', reason: error.message, problems: [] };
    }
  }

  await recordAudit(store, {
    action: 'content.import',
    target: domainId,
    domainId,
    mode,
    includeSite,
    source: { ...document.source, exportedAt: document.exportedAt, scope: document.scope },
    imported: report.imported.map(({ slug, pageId, replaced }) => ({ slug, pageId, replaced })),
    skipped: report.skipped.map(({ slug }) => slug),
    refused: report.refused.map(({ slug, reason }) => ({ slug, reason })),
    site: Object.fromEntries(Object.entries(report.site).map(([part, outcome]) => [part, outcome.outcome])),
    // The working copies the import replaced, so that none of them is lost (replaced pages are in their history).
    previous,
    userId: context.userId,
    at: context.now.toISOString(),
  });
  return report;
}
