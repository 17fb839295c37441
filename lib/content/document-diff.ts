// What changed between two copies of a document (a page, the navigation, the footer, the site settings), as data
// a view can mark up: components matched by their key at every depth (added, removed, moved, changed), and
// within them each changed value, with a text's words added and removed. Pure: no store, no React.
import { diffArrays, diffWords } from 'diff';
import { htmlToText } from './html-text';

/** A run of words in a changed text: kept, added or removed. */
export type WordPart = { text: string; change?: 'added' | 'removed' };

/** One value that differs: `path` is relative to its component (or to the document outside components). */
export type FieldChange = {
  path: string;
  /** The value on each side as shown to a reader (rich text as its words); absent when the side has none. */
  before?: string;
  after?: string;
  /** For texts: the words, in order, each kept, added or removed. */
  words?: WordPart[];
};

export type ComponentChange = {
  key: string;
  componentType: string;
  status: 'added' | 'removed' | 'kept';
  /** Where the component stands in the newer copy (in the older one, when removed). */
  path: string;
  /** Where it stood in the older copy, when it moved: to another list, or out of its order among its neighbours. */
  movedFrom?: string;
  /** Its changed values (empty when only moved, or unchanged). */
  fields: FieldChange[];
  /** How deep it sits: 0 for the page's own list, 1 inside a column, and so on. */
  depth: number;
};

export type DocumentDiff = {
  /** Values outside components that differ (a page's header, address and tags; a settings document's fields). */
  fields: FieldChange[];
  /** Every component of either copy in reading order (removed ones where they stood), with what happened to it. */
  components: ComponentChange[];
  counts: { added: number; removed: number; moved: number; changed: number };
};

type Json = unknown;
type Obj = Record<string, Json>;

const isObject = (value: Json): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const isComponent = (value: Json): value is Obj & { componentType: string; key: string } =>
  isObject(value) && typeof value.componentType === 'string' && typeof value.key === 'string' && value.key !== '';
/** A list of components: every entry a component (or a blank, which lists keep while an editor fills them in). */
const isComponentList = (value: Json): value is Json[] => Array.isArray(value) && value.some(isComponent) && value.every((item) => item === null || isComponent(item));

/** What identifies a component's place: the list it is in (its owner's key and field, or the root's path). */
type Placed = { component: Obj & { componentType: string; key: string }; path: string; list: string; depth: number };

/** One copy's components: each by key with its place, each list's keys in order, each component's own lists. */
type Collected = { placed: Map<string, Placed>; lists: Map<string, string[]>; inside: Map<string, string[]> };

/** Every component under `list` (whose path is `path`), in reading order; a repeated key counts once. */
function collect(list: readonly Json[], path: string, listId: string, depth: number, into: Collected) {
  const keys: string[] = [];
  into.lists.set(listId, keys);
  list.forEach((item, index) => {
    if (!isComponent(item) || into.placed.has(item.key)) return;
    const itemPath = `${path}.${index}`;
    into.placed.set(item.key, { component: item, path: itemPath, list: listId, depth });
    keys.push(item.key);
    const own: string[] = [];
    into.inside.set(item.key, own);
    for (const [field, value] of Object.entries(item)) {
      if (!isComponentList(value)) continue;
      // A list's id is its owner's key and field: it is the same list in both copies wherever the owner moved.
      const id = JSON.stringify([item.key, field]);
      own.push(id);
      collect(value, `${itemPath}.${field}`, id, depth + 1, into);
    }
  });
}

/** Every component of a list at every depth, by key: where it stands, its type and how deep. */
export function componentsByKey(list: readonly Json[], rootPath: string): Map<string, { path: string; componentType: string; depth: number }> {
  const { placed } = collected(list, rootPath);
  return new Map([...placed].map(([key, { path, component, depth }]) => [key, { path, componentType: component.componentType, depth }]));
}

function collected(list: readonly Json[], rootPath: string): Collected {
  const into: Collected = { placed: new Map(), lists: new Map(), inside: new Map() };
  collect(list, rootPath, rootPath, 0, into);
  return into;
}

/** Leaf values by path, nested component lists left out (their components are compared on their own). */
function leaves(value: Json, path: string, into: Map<string, Json>, skip: ReadonlySet<string>) {
  if (isObject(value)) {
    for (const [field, inner] of Object.entries(value)) {
      if (skip.has(field) || isComponentList(inner)) continue;
      leaves(inner, path ? `${path}.${field}` : field, into, skip);
    }
    return;
  }
  if (Array.isArray(value)) {
    // A list of plain values (tags, say) reads as one value; a list of objects as one value per entry.
    if (value.every((item) => !isObject(item) && !Array.isArray(item))) into.set(path, value.join(', '));
    else value.forEach((item, index) => leaves(item, `${path}.${index}`, into, skip));
    return;
  }
  into.set(path, value);
}

const looksLikeHtml = (text: string) => /<[a-z][^>]*>/i.test(text);

/** A value as a reader sees it: rich text as its words, a choice or a number as written, nothing as nothing. */
function shown(value: Json): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') return looksLikeHtml(value) ? htmlToText(value) : value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** The values that differ between `before` and `after` (fields in `skip` at any depth are left out). */
export function diffFields(before: Json, after: Json, skip: ReadonlySet<string> = new Set()): FieldChange[] {
  const older = new Map<string, Json>();
  const newer = new Map<string, Json>();
  leaves(before, '', older, skip);
  leaves(after, '', newer, skip);
  const changes: FieldChange[] = [];
  const paths = [...new Set([...older.keys(), ...newer.keys()])];
  for (const path of paths) {
    const was = shown(older.get(path));
    const now = shown(newer.get(path));
    if (was === now) continue;
    const change: FieldChange = { path };
    if (was !== undefined) change.before = was;
    if (now !== undefined) change.after = now;
    const stored = older.get(path) ?? newer.get(path);
    if (typeof stored === 'string') change.words = diffText(was ?? '', now ?? '');
    changes.push(change);
  }
  return changes;
}

/** Two texts' words in order, each kept, added or removed (whitespace kept with the words it follows). */
export function diffText(before: string, after: string): WordPart[] {
  return diffWords(before, after).map((part) => (part.added ? { text: part.value, change: 'added' } : part.removed ? { text: part.value, change: 'removed' } : { text: part.value }));
}

/** What is compared of a component itself: not its key, type or nested lists (see `leaves`). */
const componentSkip: ReadonlySet<string> = new Set(['key', 'componentType']);

/**
 * Compares the component lists of two copies (`before` and `after` hold the root list under `rootPath`) and the
 * values around them (`fields`, computed by the caller, who knows which of its fields matter to readers).
 */
export function diffComponents(before: readonly Json[], after: readonly Json[], rootPath: string): Omit<DocumentDiff, 'fields'> {
  const { placed: older, lists: olderLists, inside: olderInside } = collected(before, rootPath);
  const { placed: newer, lists: newerLists, inside: newerInside } = collected(after, rootPath);

  // Within a list that both copies have, the components outside the longest run kept in order have moved.
  const outOfOrder = new Set<string>();
  for (const [listId, newKeys] of newerLists) {
    const oldKeys = (olderLists.get(listId) ?? []).filter((key) => newer.get(key)?.list === listId);
    const common = newKeys.filter((key) => older.get(key)?.list === listId);
    for (const part of diffArrays(oldKeys, common)) if (part.added) part.value.forEach((key) => outOfOrder.add(key));
  }

  const changes: ComponentChange[] = [];
  const counts = { added: 0, removed: 0, moved: 0, changed: 0 };
  const describe = (key: string): ComponentChange => {
    const now = newer.get(key);
    const was = older.get(key);
    if (!now) {
      counts.removed++;
      return { key, componentType: was!.component.componentType, status: 'removed', path: was!.path, fields: [], depth: was!.depth };
    }
    if (!was) {
      counts.added++;
      return { key, componentType: now.component.componentType, status: 'added', path: now.path, fields: [], depth: now.depth };
    }
    const fields = diffFields(was.component, now.component, componentSkip);
    const typeChanged = was.component.componentType !== now.component.componentType;
    if (typeChanged) fields.unshift({ path: 'componentType', before: was.component.componentType, after: now.component.componentType });
    const change: ComponentChange = { key, componentType: now.component.componentType, status: 'kept', path: now.path, fields, depth: now.depth };
    if (was.list !== now.list || outOfOrder.has(key)) {
      change.movedFrom = was.path;
      counts.moved++;
    }
    if (fields.length) counts.changed++;
    return change;
  };

  // Reading order: each list of the newer copy, with the components it lost put back where they stood, and
  // each component followed by the lists inside it.
  const visit = (listId: string) => {
    const oldKeys = olderLists.get(listId) ?? [];
    const newKeys = newerLists.get(listId) ?? [];
    for (const part of diffArrays(oldKeys, newKeys)) {
      for (const key of part.value) {
        // A component that left this list for another is shown where it went, not here.
        if (part.removed && newer.has(key)) continue;
        changes.push(describe(key));
        for (const nested of nestedListsOf(key)) visit(nested);
      }
    }
  };
  // A kept component's lists in either copy (a list can appear or go with an edit), a removed one's from the older.
  const nestedListsOf = (key: string) => [...new Set([...(newerInside.get(key) ?? []), ...(olderInside.get(key) ?? [])])];
  visit(rootPath);
  return { components: changes, counts };
}
