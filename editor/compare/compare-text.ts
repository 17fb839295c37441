// The words of the comparison of two copies of a page: what each side is, what happened to a component, and what
// a changed value is called (its field's label in the editor, through lists and into a picture or a link).
import { descriptorFor } from '@/components/blocks/definitions';
import { chromeDescriptors } from '@/components/layout/chrome-fields';
import { settingsParts } from '@/lib/content/site/settings-parts';
import type { SiteDiffDocument } from '@/lib/content/site/site-diff';
import type { ComponentChange } from '@/lib/content/document-diff';
import { pageHeaderDescriptor } from '@/components/page/header-fields';

export const COMPARE_TITLE = 'Compare versions';
export const COMPARE_WITH_PUBLISHED = 'Compare with published';
export const PUBLISHED_SIDE = 'Published copy';
export const WORKING_SIDE = 'Working copy (last saved)';
export const NEVER_PUBLISHED = 'This page has never been published: everything on it is new to visitors.';
export const unsavedNotIncluded = (what: string) => `Your unsaved changes are not in this comparison: save the ${what} to include them.`;
export const NO_CHANGES = 'No changes: the two copies show visitors the same page.';
export const PAGE_WITH_CHANGES = 'The page with its changes marked';

export type ChangeKind = 'added' | 'removed' | 'moved' | 'changed';

export const changeLabels: Record<ChangeKind, string> = { added: 'Added', removed: 'Removed', moved: 'Moved', changed: 'Changed' };

/** What happened to a component, in the order the badges show it. */
export function changeKinds(change: ComponentChange): ChangeKind[] {
  if (change.status !== 'kept') return [change.status];
  const kinds: ChangeKind[] = [];
  if (change.movedFrom) kinds.push('moved');
  if (change.fields.length) kinds.push('changed');
  return kinds;
}

/** '2 added, 1 removed, 1 moved, 3 changed' (only the kinds there are), or '' for none. */
export function countsText(counts: Record<ChangeKind, number>, pageFields: number): string {
  const parts = (['added', 'removed', 'moved', 'changed'] as const).filter((kind) => counts[kind] > 0).map((kind) => `${counts[kind]} ${kind}`);
  const components = parts.length ? `Components: ${parts.join(', ')}.` : '';
  const details = pageFields ? `${pageFields === 1 ? 'One detail' : `${pageFields} details`} of the page changed.` : '';
  return [details, components].filter(Boolean).join(' ');
}

/** Parts of a value the editor shows as one control (a picture, a link), by their stored names. */
const partNames: Readonly<Record<string, string>> = {
  imageId: 'picture',
  alt: 'alt text',
  desktop: 'desktop',
  mobile: 'mobile',
  crop: 'crop',
  href: 'address',
  text: 'text',
  type: 'kind',
  // A colour is stored as { value }: the field's own name says it all.
  value: '',
};

const humanise = (segment: string) => {
  const words = segment.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const partsText = (rest: string) =>
  rest
    .split('.')
    .map((segment) => (/^\d+$/.test(segment) ? `${Number(segment) + 1}` : (partNames[segment] ?? humanise(segment).toLowerCase())))
    .filter(Boolean)
    .join(' ');

/** What names a value: a field descriptor of a block or of the page, or a label for a setting. */
export type LabelledField = { path: string; label: string; kind?: string; itemLabel?: string; item?: readonly LabelledField[] };

/** 'Testimonials › Testimonial 2 › Quote' for `items.1.quote`; a value no field names reads as its path in words. */
export function fieldLabel(fields: readonly LabelledField[], path: string): string {
  const parts: string[] = [];
  let rest = path;
  let within = fields;
  while (rest) {
    const field =
      within.filter((f) => f.path && (rest === f.path || rest.startsWith(`${f.path}.`))).sort((a, b) => b.path.length - a.path.length)[0] ??
      within.find((f) => f.path === '');
    if (!field) {
      if (partsText(rest)) parts.push(humanise(partsText(rest)));
      break;
    }
    parts.push(field.label);
    rest = !field.path ? rest : rest === field.path ? '' : rest.slice(field.path.length + 1);
    const [index, ...after] = rest.split('.');
    if (field.kind === 'list' && /^\d+$/.test(index)) {
      parts.push(`${field.itemLabel ?? 'Item'} ${Number(index) + 1}`);
      rest = after.join('.');
      within = field.item ?? [];
      continue;
    }
    if (partsText(rest)) parts.push(partsText(rest));
    break;
  }
  return parts.join(' › ');
}

/** The page's own values outside its components. */
const pageFields: readonly LabelledField[] = [
  ...pageHeaderDescriptor.fields,
  { path: 'slug', kind: 'text', label: 'Address' },
  { path: 'tags', kind: 'text', label: 'Tags' },
];

export const pageFieldLabel = (path: string) => fieldLabel(pageFields, path);

/** A component's changed value, named as its block's editor names it. */
export const componentFieldLabel = (componentType: string, path: string) =>
  path === 'componentType' ? 'Kind of block' : fieldLabel(descriptorFor(componentType)?.fields ?? [], path);

/** A block's name as the editor's picker shows it. */
export const blockLabel = (componentType: string) => descriptorFor(componentType)?.label ?? humanise(componentType);

/** The site settings' values, named as the settings panel names them. */
const settingsFields: readonly LabelledField[] = [
  { path: 'siteName', label: 'Site name' },
  { path: 'og', label: 'Open Graph card' },
  { path: 'twitter', label: 'Twitter card' },
  { path: 'quickExit.enabled', label: 'Quick exit button' },
  { path: 'quickExit.destination', label: 'Quick exit destination' },
  { path: 'sensitiveTopics', label: 'Sensitive topics' },
  { path: 'crisisContacts', kind: 'list', label: 'Crisis contacts', itemLabel: 'Contact', item: [] },
  { path: 'contentCare.trashDays', label: 'Keep deleted pages (days)' },
  { path: 'contentCare.reviewMonths', label: 'Review pages every (months)' },
  { path: 'contentCare.sensitiveReviewMonths', label: 'Review pages with a sensitive topic every (months)' },
  { path: 'contentCare.healthDigest', label: 'Weekly content-health email to admins' },
  {
    path: 'redirects',
    kind: 'list',
    label: 'Redirects',
    itemLabel: 'Redirect',
    item: [
      { path: 'from', label: 'From' },
      { path: 'to', label: 'To' },
      { path: 'type', label: 'Permanent (308) or temporary (307)' },
    ],
  },
  {
    path: 'categories',
    kind: 'list',
    label: 'Tag categories',
    itemLabel: 'Category',
    item: [
      { path: 'id', label: 'Name' },
      { path: 'values', kind: 'list', label: 'Tags', itemLabel: 'Tag', item: [{ path: 'id', label: 'Tag' }] },
    ],
  },
];

export const siteDocumentLabels: Record<SiteDiffDocument, string> = { nav: 'Navigation', footer: 'Footer', settings: 'Site settings' };

/** A changed value of the navigation, the footer or the settings, as their editors name it. */
export const siteFieldLabel = (document: SiteDiffDocument, path: string) =>
  fieldLabel(document === 'settings' ? settingsFields : chromeDescriptors[document].fields, path);

/** The section of the site settings panel a changed setting belongs to ('Visitor safety'), or '' for none. */
export const settingsPartOf = (path: string) => settingsParts.find(({ keys }) => keys.some((key) => path === key || path.startsWith(`${key}.`)))?.label ?? '';

export const SITE_NO_CHANGES = 'No changes: visitors get the saved copy.';
export const SITE_NEVER_PUBLISHED = 'Never published: visitors get the defaults, compared here.';
export const siteChangesText = (count: number) => (count === 1 ? 'One value differs from what visitors get.' : `${count} values differ from what visitors get.`);
