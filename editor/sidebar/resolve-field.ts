// From a path in the page document to what the sidebar edits there: the component that holds it, that
// component's descriptor, and the field descriptor (descending into list items) for the value itself.
import { placementAllows, type BlockDescriptor, type ContentField, type FieldDescriptor, type ListLevel } from '@/components/blocks/shared/descriptor';

export type DescriptorLookup = (componentType: string) => BlockDescriptor | undefined;

export type ResolvedField = {
  field: FieldDescriptor;
  /** Full path of the value the field edits. */
  valuePath: string;
  /** Path (relative to the component) of the component-level field the value belongs to. */
  topPath: string;
};

const join = (base: string, rest: string) => (base && rest ? `${base}.${rest}` : base || rest);
const isIndex = (segment: string) => /^\d+$/.test(segment);

/**
 * The field describing `relative` (a path inside one component, or inside one list item) among
 * `fields`, or null. Numeric segments after a list's path pick an item and descend into its fields.
 */
export function findField(fields: readonly FieldDescriptor[], relative: string, base = ''): ResolvedField | null {
  const ordered = [...fields].sort((a, b) => b.path.length - a.path.length);
  for (const field of ordered) {
    if (field.path === relative) return { field, valuePath: join(base, relative), topPath: field.path };
    const prefix = field.path ? `${field.path}.` : '';
    if (field.kind !== 'list' || !relative.startsWith(prefix)) continue;
    const [index, ...rest] = relative.slice(prefix.length).split('.');
    if (!isIndex(index)) continue;
    const itemBase = join(base, `${prefix}${index}`);
    const inner = findField(field.item, rest.join('.'), itemBase);
    if (inner) return { ...inner, topPath: field.path };
  }
  return null;
}

/** `contents.3.title` inside component `contents.3` is `title`; null when the path is not inside it. */
export function relativePath(componentPath: string, path: string): string | null {
  if (!componentPath) return path;
  if (path === componentPath) return '';
  return path.startsWith(`${componentPath}.`) ? path.slice(componentPath.length + 1) : null;
}

/** The content field of `descriptor` whose list is at `relative` (e.g. 'left'), if any. */
export function contentFieldAt(descriptor: Pick<BlockDescriptor, 'fields'>, relative: string): ContentField | null {
  const found = findField(descriptor.fields, relative);
  return found?.field.kind === 'content' ? found.field : null;
}

/** Whether a block may be added to a content list with these rules: its placement, then SPEC.md §3's whitelist/blacklist. */
export function listAccepts(rules: ListAcceptance | null, block: Pick<BlockDescriptor, 'componentType' | 'placement'>): boolean {
  if (!rules) return true;
  if (!placementAllows(block.placement, rules.level)) return false;
  if (rules.whitelist?.length && !rules.whitelist.includes(block.componentType)) return false;
  return !rules.blacklist?.includes(block.componentType);
}

/** What decides which blocks a content list takes. */
export type ListAcceptance = { level: ListLevel; whitelist?: readonly string[]; blacklist?: readonly string[] };
