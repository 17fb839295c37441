// Every word the Export and import tab shows, in one place so tests find the same text.
import type { SitePart, SitePartOutcome } from '@/lib/content-transfer/import-site-parts';

export const contentTransferText = {
  intro: 'Move content between sites: export a file here, then import it into this site or another one.',
  exportHeading: 'Export',
  exportLink: 'Export this site',
  exportHolds:
    'The file holds every page of this site as its working copy (as last saved, published or not), the navigation, the footer and the site settings. Pictures and documents are listed by name only: their files stay in the library and are not in the export.',
  importHeading: 'Import content',
  draftsNote: 'Imported pages are drafts: publish them from the page when ready.',
  fileLabel: 'Content file (.json)',
  fileHint: 'A file made with Export this site or Export this page.',
  chooseFileFirst: 'Choose a content file (.json) first.',
  reading: 'Reading the file…',
  modeLegend: 'When a page with the same address exists',
  modeSkip: 'Skip it',
  modeReplace: 'Replace its working copy (the current one is kept as a version)',
  includeSite: 'Also import navigation, footer and site settings',
  check: 'Check import',
  import: 'Import',
  checking: 'Checking the file…',
  importing: 'Importing…',
  nothingToImport: 'Nothing in this file can be imported into this site with these options.',
  checkHeading: 'Check report',
  importReportHeading: 'Import report',
  willImportHeading: 'Pages to import',
  importedHeading: 'Imported pages',
  skippedHeading: 'Skipped pages',
  refusedHeading: 'Refused pages',
  siteHeading: 'Navigation, footer and site settings',
  missingImagesHeading: 'Missing pictures',
  missingFilesHeading: 'Missing documents',
  missingImagesNote: 'This site’s library does not hold these pictures: the places that use them show no picture until you choose another one.',
  missingFilesNote: 'This site’s library does not hold these documents: links to them will not work until you upload them and change the links.',
  problemsOf: 'Problems',
  fieldProblems: 'What is wrong',
} as const;

/** The domain as the tab names it when its name is not known. */
export const THIS_SITE = 'this site';

export const pagesCount = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;

/** What a parse failure of the chosen file says, in plain words. */
export const notAContentExport = (why: string) => `This file is not a content export: ${why}`;

export const fileTooLarge = (megabytes: string) =>
  `This file is too large to import at once (${megabytes} MB; at most 1 MB). Export fewer pages, or export them one at a time from Page settings.`;

/** The site parts in report order (as the import answers them). */
export const siteParts = ['nav', 'footer', 'siteSettings'] as const satisfies readonly SitePart[];

export const partLabels: Record<SitePart, string> = { nav: 'Navigation', footer: 'Footer', siteSettings: 'Site settings' };

/** Who uses a missing picture or document: page addresses stay as they are, site parts get their names. */
export const usedByLabel = (usedBy: string) => (usedBy in partLabels ? partLabels[usedBy as SitePart].toLowerCase() : usedBy);

/** One site part's outcome, in words (never colour alone). */
export function partOutcome(outcome: SitePartOutcome, dryRun: boolean): string {
  const reason = outcome.reason ? `: ${outcome.reason}` : '';
  switch (outcome.outcome) {
    case 'imported':
      return dryRun ? 'will be imported (this site has none yet)' : 'imported as a draft';
    case 'replaced':
      return dryRun ? 'will replace this site’s working copy (not published)' : 'replaced this site’s working copy (not published)';
    case 'skipped':
      return `skipped${reason}`;
    case 'refused':
      return `refused${reason}`;
    case 'notInDocument':
      return 'not in the file';
    case 'notRequested':
      return 'left out (not asked for)';
  }
}

export const importedLine = (replaced: boolean, dryRun: boolean) =>
  replaced
    ? dryRun
      ? 'replaces the working copy of the page at this address'
      : 'replaced the working copy (the previous one is kept as a version)'
    : dryRun
      ? 'new page'
      : 'new draft page';

export const usedBy = (list: readonly string[]) => `Used by ${list.map(usedByLabel).join(', ')}`;

/** The question asked before a real import. */
export function confirmImport(domainName: string, pages: number, replaced: number, parts: readonly SitePart[]): string {
  const what = [pagesCount(pages), ...parts.map((part) => `the ${partLabels[part].toLowerCase()}`)];
  const replacing = replaced > 0 ? ` ${replaced} of them replace the working copy of a page already there (the current one is kept as a version).` : '';
  return `Import ${joinWords(what)} into ${domainName}?${replacing} Nothing will be published: imported pages are drafts.`;
}

export function checkedStatus(pages: number, skipped: number, refused: number): string {
  return `Check complete: ${pagesCount(pages)} would be imported, ${skipped} skipped, ${refused} refused. Nothing has been imported yet.`;
}

export function importedStatus(domainName: string, pages: number, skipped: number, refused: number): string {
  const rest = [skipped ? `${skipped} skipped` : '', refused ? `${refused} refused` : ''].filter(Boolean);
  return `Imported ${pagesCount(pages)} into ${domainName} as drafts${rest.length ? ` (${rest.join(', ')})` : ''}. Nothing was published.`;
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
