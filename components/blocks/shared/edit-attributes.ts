import type { EditKind } from '@/lib/content/edit-kinds';

export type EditAttributes = { 'data-edit'?: string; 'data-edit-kind'?: EditKind };

let editorRuns = false;

/**
 * Called by the editor as its code arrives, before it renders its copy of the page: from then on the elements this
 * page renders say which value (and blocks, which block) they show. Never on the server, so a visitor's page (its
 * HTML, and React's data for the browser, which would carry every one again) has none of them. The editor's code
 * comes after the page has hydrated, except for a part whose own code is slower still: that part then renders marks
 * its server HTML lacks, which React leaves out of the page (a warning in development only) and which nothing needs,
 * as the editor shows its own copy.
 */
export function showEditAttributes(): void {
  editorRuns = true;
}

/** Marks a block's element with its place in the page document, for the editor: none until it runs. */
export function componentAttributes(path: string): { 'data-component'?: string } {
  return editorRuns ? { 'data-component': path } : {};
}

/**
 * The attributes that mark an element as showing the value at `path` of the page document, for the in-page editor
 * (its selection and its comparison of versions find the value's element by them): none until the editor runs.
 */
export function editAttributes(path: string, kind: EditKind): EditAttributes {
  return editorRuns ? { 'data-edit': path, 'data-edit-kind': kind } : {};
}
