// Checks that each data-edit in a rendered page names a value some descriptor describes, with a matching kind.
import type { BlockDescriptor, FieldDescriptor, FieldKind } from '@/components/blocks/shared/descriptor';
import type { EditKind } from '@/lib/content/edit-kinds';
import { getAtPath } from '@/lib/content/value-at-path';

export type DescriptorLookup = (componentType: string) => Pick<BlockDescriptor, 'fields'> | undefined;

/** The data-edit-kind an element showing a field of each kind should carry; null: never shown as its own element. */
export const editKindOf: Record<FieldKind, EditKind | null> = {
  text: 'text',
  formattedText: 'formattedText',
  richText: 'richText',
  number: 'text',
  checkbox: 'select',
  select: 'select',
  date: 'date',
  image: 'image',
  freeformImage: 'image',
  link: 'link',
  list: 'list',
  content: 'content',
  colour: 'select',
  illustration: 'select',
  video: 'text',
  mapAddress: 'text',
  splitLayout: null,
  spacing: null,
  formField: 'text',
  stringList: 'list',
  successEmail: 'text',
  tagFilter: 'select',
  hubBaseFilters: 'text',
  crisisContact: null,
};

type Resolved = { field: FieldDescriptor } | { problem: string };

const componentTypeOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as { componentType?: unknown }).componentType : undefined;

/**
 * The field describing `relative` within `fields` (whose values live in `owner`). A numeric segment after
 * a list picks an item and continues in the list's item fields; after a content list it picks a child
 * component, and the rest is described by that component's own descriptor.
 */
export function resolveEditPath(fields: readonly FieldDescriptor[], owner: unknown, relative: string, lookup: DescriptorLookup): Resolved {
  const exact = fields.find((field) => field.path === relative);
  if (exact) return { field: exact };
  for (const field of fields) {
    if (field.kind !== 'list' && field.kind !== 'content') continue;
    const prefix = field.path ? `${field.path}.` : '';
    if (!relative.startsWith(prefix)) continue;
    const [index, ...rest] = relative.slice(prefix.length).split('.');
    if (!/^\d+$/.test(index)) continue;
    const item = getAtPath(owner, `${prefix}${index}`);
    if (field.kind === 'list') return resolveEditPath(field.item, item, rest.join('.'), lookup);
    const type = componentTypeOf(item);
    const child = typeof type === 'string' ? lookup(type) : undefined;
    if (!child) return { problem: `no descriptor for ${String(type)}` };
    return resolveEditPath(child.fields, item, rest.join('.'), lookup);
  }
  return { problem: `'${relative}' is not described` };
}

/** One line per data-edit in `root` that no descriptor describes, or whose kind does not fit its field. */
export function editCoverageProblems(root: ParentNode, pageFields: readonly FieldDescriptor[], page: unknown, lookup: DescriptorLookup): string[] {
  const problems: string[] = [];
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('[data-edit]'))) {
    const path = element.dataset.edit ?? '';
    const kind = element.dataset.editKind;
    const resolved = resolveEditPath(pageFields, page, path, lookup);
    if ('problem' in resolved) problems.push(`${path}: ${resolved.problem}`);
    else if (editKindOf[resolved.field.kind] !== kind) {
      problems.push(`${path}: shown as '${kind}' but described as '${resolved.field.kind}'`);
    }
  }
  return problems;
}
