// Pages, states and helpers shared by the editor state tests.
import { editorReducer, initialEditorState, type EditorAction, type EditorState, type Selection } from '@/editor/state';
import { PageSchema, type Page } from '@/lib/content/schemas';

export const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);

/** The editor with `page` loaded, then with the select tool chosen, and a way to select from there. */
export function editorStates(page: Page) {
  const loaded = run(initialEditorState, { type: 'page/loaded', page });
  const selecting = run(loaded, { type: 'menu/choose', item: 'select' });
  const select = (selection: Selection) => run(selecting, { type: 'select', selection });
  return { loaded, selecting, select };
}

export const keysOf = (state: EditorState) => state.page!.contents.map((item) => item.key);

/** A component selected inside the list at `listPath`. */
export const componentIn = (path: string, listPath: string): Selection => ({ component: path, field: null, kind: null, content: { path: listPath } });

export const titleAt = (title: string, at: number, coalesce = true): EditorAction => ({ type: 'value/set', path: 'header.title', value: title, at, coalesce });

/** A page of Text components keyed a, b, c… holding `texts`, at `version`. */
const textsPage = (texts: string[], version: number) =>
  PageSchema.parse({
    _id: 'p1',
    domainId: 'default',
    slug: 'about',
    header: { title: 'About' },
    contents: texts.map((text, index) => ({ componentType: 'Text', key: String.fromCharCode(97 + index), text })),
    version,
  });

export const twoTextsPage = textsPage(['Hello', 'Bye'], 3);

/** The text of the second component of `twoTextsPage`. */
export const textOfB: Selection = { component: 'contents.1', field: 'contents.1.text', kind: 'text', content: { path: 'contents' } };

export const threeTextsPage = textsPage(['First', 'Second', 'Third'], 2);

/** A text, a split content with one text on its left, and a text; no quick links. */
export const nestedPage = PageSchema.parse({
  _id: 'p1',
  domainId: 'default',
  slug: 'about',
  header: { title: 'About', quickLinks: [] },
  contents: [
    { componentType: 'Text', key: 'a', text: 'First' },
    { componentType: 'SplitContent', key: 'b', left: [{ componentType: 'Text', key: 'b1', text: 'Left' }], right: [] },
    { componentType: 'Text', key: 'c', text: 'Last' },
  ],
});
