// What the sidebar shows for a selection, and which blocks a content list accepts: pure, from the page and the descriptors.
import type { ContentField, FieldDescriptor } from '@/components/blocks/shared/descriptor';
import { pageContentsField, pageHeaderDescriptor, pageHeaderFieldsFor } from '@/components/page/header-fields';
import type { Page } from '@/lib/content/schemas';
import { getAtPath } from '@/lib/content/value-at-path';
import type { EditKind } from '@/lib/content/edit-kinds';
import { parentListPath } from '../state/paths';
import { contentFieldAt, findField, relativePath, type DescriptorLookup, type ListAcceptance, type ResolvedField } from './resolve-field';

export type ListRules = ListAcceptance & { path: string };

const componentTypeOf = (value: unknown) =>
  value && typeof value === 'object' && typeof (value as { componentType?: unknown }).componentType === 'string'
    ? (value as { componentType: string }).componentType
    : null;

/** The innermost component that holds `path` (its path and type), or null when the page itself does. */
export function ownerComponent(page: Page, path: string): { path: string; componentType: string } | null {
  const segments = path.split('.');
  let owner: { path: string; componentType: string } | null = null;
  let current: unknown = page;
  for (let i = 0; i < segments.length - 1; i += 1) {
    current = (current as Record<string, unknown> | undefined)?.[segments[i]];
    const type = componentTypeOf(current);
    if (type) owner = { path: segments.slice(0, i + 1).join('.'), componentType: type };
  }
  return owner;
}

/** The rules of the content list at `listPath`: the page's own list, or a content field of the component holding it. */
export function listRules(page: Page, listPath: string, lookup: DescriptorLookup): ListRules {
  const owner = ownerComponent(page, listPath);
  let field: ContentField | null = null;
  if (!owner) field = listPath === pageContentsField.path ? pageContentsField : null;
  else {
    const descriptor = lookup(owner.componentType);
    const relative = relativePath(owner.path, listPath);
    field = descriptor && relative !== null ? contentFieldAt(descriptor, relative) : null;
  }
  // A list no descriptor names takes only what may stand anywhere.
  return { path: listPath, level: field?.level ?? 'nested', whitelist: field?.whitelist, blacklist: field?.blacklist };
}

export type CanvasPick = { path: string | null; kind: EditKind | null; componentPath: string };

/** The editor selection for something clicked on the page. */
export function selectionFor(page: Page, pick: CanvasPick, lookup: DescriptorLookup) {
  const holder = parentListPath(pick.componentPath);
  const content =
    pick.kind === 'content' && pick.path ? listRules(page, pick.path, lookup) : holder ? listRules(page, holder.listPath, lookup) : null;
  return { component: pick.componentPath, field: pick.path, kind: pick.kind, content };
}

export const commonFields: readonly FieldDescriptor[] = [
  { kind: 'colour', path: 'backgroundColour', label: 'Background colour', shape: 'component' },
  { kind: 'spacing', path: '', label: 'Spacing' },
];

/** The sidebar's title for the page's own list of components. */
export const PAGE_CONTENT_TITLE = 'Page content';

export type SidebarModel = { title: string; fields: readonly FieldDescriptor[]; commonFields: readonly FieldDescriptor[]; target: ResolvedField | null };

/** Title, fields and the clicked field for a selection; null when the selection no longer points at anything. */
export function sidebarModel(page: Page, selection: { component: string; field: string | null }, lookup: DescriptorLookup): SidebarModel | null {
  if (!selection.component) {
    // The page's own list of components (an empty body clicked) is not part of its header.
    if (selection.field === pageContentsField.path) {
      return { title: PAGE_CONTENT_TITLE, fields: [pageContentsField], commonFields: [], target: findField([pageContentsField], selection.field) };
    }
    const fields = [...pageHeaderFieldsFor(page.headerType), pageContentsField];
    return { title: pageHeaderDescriptor.label, fields, commonFields: [], target: selection.field ? findField(fields, selection.field) : null };
  }
  const type = componentTypeOf(getAtPath(page, selection.component));
  const descriptor = type ? lookup(type) : undefined;
  if (!descriptor) return null;
  const relative = selection.field === null ? null : relativePath(selection.component, selection.field);
  const target = relative === null ? null : findField(descriptor.fields, relative, selection.component);
  // A block that describes one of the common settings itself (ContentPanel's colour) shows it once, as its own.
  const common = commonFields.filter((shared) => !descriptor.fields.some((field) => field.path === shared.path && field.kind === shared.kind));
  return { title: descriptor.label, fields: descriptor.fields, commonFields: common, target };
}
