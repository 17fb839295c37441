// The words of the 'Create new page' and 'Page settings' panels, kept in one place (SPEC.md §2, §8, §9).
import { headerTypes, type Page } from '@/lib/content/schemas';
import { whenText } from '../ui/when';

export const SLUG_FREE = 'This address is free';
export const SLUG_TAKEN = 'Another page already uses this address';
export const SLUG_CHECKING = 'Checking the address…';
export const SLUG_MOVES_NOTE = 'After publishing, the old address stops working: you will be offered a redirect from it to the new one.';

export const UNSAVED_CHANGES = 'Unsaved changes';
export const UNPUBLISH_CONFIRM = 'Unpublish this page? Visitors will no longer see it.';
export const DELETE_UNPUBLISHED_CONFIRM = 'Delete this page? This cannot be undone.';
export const RESTORE_DIRTY_CONFIRM = 'Restoring replaces your unsaved changes. Continue?';
/** SPEC.md §5: removing a list item is confirmed first. */
export const REMOVE_TAG_CONFIRM = 'Are you sure?';

export const PAGE_UNPUBLISHED = 'Page Unpublished';
export const VERSION_RESTORED = 'Version Restored';
export const ROLES_APPLIED = 'Roles Applied';

export const MAX_TAGS = 100;

/** The tags picker: a page's tags are chosen from the domain's tag categories (Site settings). */
export const TAGS_LEGEND = 'Tags';
export const TAGS_HELP = 'Choose from the tag categories of Site settings. The hub and featured content find pages by these tags.';
export const TAGS_LOADING = 'Loading the tag categories…';
export const TAGS_LOAD_FAILED = 'The tag categories could not be loaded.';
export const TAGS_RETRY = 'Try again';
export const NO_TAG_CATEGORIES = 'This site has no tag categories yet. Add them in Site settings.';
export const NOT_IN_ANY_CATEGORY = 'Not in any category';
export const NOT_IN_ANY_CATEGORY_HELP = 'No tag category offers these any more, so no filter can find the page by them.';
export const TAGS_FULL = `A page can have at most ${MAX_TAGS} tags. Remove one to choose another.`;
export const tagsCount = (count: number) => `${count} of ${MAX_TAGS} tags`;
export const removeOrphanTagLabel = (tag: string) => `Remove tag ${tag}`;

/** When a course or event runs (page header startDate / endDate, 'yyyy-MM-dd'); cards and the hub show them. */
export const START_DATE_LABEL = 'Start date';
export const END_DATE_LABEL = 'End date';
export const DATES_HELP = 'For a course or event: cards show these dates. Leave them empty for other pages.';
export const END_BEFORE_START = 'The end date cannot be before the start date.';

export type HeaderType = (typeof headerTypes)[number];
export const headerTypeChoices: readonly { value: HeaderType; label: string }[] = [
  { value: 'FullWidthImageCustomHeader', label: 'Full width image' },
  { value: 'HalfWidthImageCustomHeader', label: 'Half width image' },
];

export type Frequency = Page['frequency'];
/** SPEC.md §9: change frequencies, least to most often. */
export const frequencies: readonly Frequency[] = ['never', 'yearly', 'monthly', 'weekly', 'daily', 'hourly', 'always'];
export const frequencyLabel = (frequency: Frequency) => frequency.charAt(0).toUpperCase() + frequency.slice(1);

/** Roles a page can be limited to for publishing (admins may always publish). */
export const publishingRoles = [
  { value: 'publisher', label: 'Publisher' },
  { value: 'editor', label: 'Editor' },
] as const;
export type PublishingRole = (typeof publishingRoles)[number]['value'];

/** What a page's history records, as the editor says it. */
export const versionActionLabels: Record<string, string> = {
  save: 'Saved',
  publish: 'Published',
  unpublish: 'Unpublished',
  restore: 'Restored',
  roles: 'Roles changed',
  delete: 'Deleted',
};

/** One entry of a page's history, as page/versions lists it. */
export type VersionSummary = { _id: string; action: string; version: number; at: string; userName: string };

/** Who made a version, when, and how, in one line. */
export function describeVersion(version: VersionSummary): string {
  const action = versionActionLabels[version.action] ?? version.action;
  return `${action} by ${version.userName || 'a former user'}, ${formatWhen(version.at)}`;
}

/** Times in the history and status: '7:29 AM on 26 November 2026, Adelaide time' (editor/ui/when.ts). */
export const formatWhen = whenText;

/** The read-only line for those who may not change a page's publishing roles. */
export function whoMayPublish(roles: readonly string[]): string {
  if (roles.length === 0) return 'Admins and every publisher may publish this page.';
  const named = roles.map((role) => publishingRoles.find((known) => known.value === role)?.label ?? role);
  return `Admins, and publishers who hold one of these roles, may publish this page: ${named.join(', ')}.`;
}

export const ROLES_HELP = 'Admins may always publish. With no role ticked, every publisher may publish this page; otherwise only publishers who hold a ticked role.';

export const SEARCH_KEYWORDS_LABEL = 'Search keywords';
export const SEARCH_KEYWORDS_HELP = "Other words people may search for to find this page, such as 'ASIST' or 'workplace training'. They are not shown on the page.";
export const HIDE_FROM_SEARCH_LABEL = 'Hide from search';
