import type { EditKind } from '@/lib/content/edit-kinds';

export type EditAttributes = { 'data-edit': string; 'data-edit-kind': EditKind };

/**
 * The attributes that mark an element as showing the value at `path` of the page document, for the
 * in-page editor. Visitors get them too: they cost a few bytes and no script.
 */
export function editAttributes(path: string, kind: EditKind): EditAttributes {
  return { 'data-edit': path, 'data-edit-kind': kind };
}
