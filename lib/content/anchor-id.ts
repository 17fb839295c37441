// An Anchor block's id is the fragment of links to it (#opening-hours): lower-case words joined by hyphens, so it is
// valid HTML and a link can always reach it. Pure: used by the editor as one types, on save and on render.

/** As the editor types: 'First Editor ' becomes 'first-editor-' (a trailing hyphen lets the next word follow). */
export function anchorIdWhileTyping(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '');
}

/** The id as stored and rendered: 'First editor 1795…' becomes 'first-editor-1795'. */
export function anchorId(text: string): string {
  return anchorIdWhileTyping(text).replace(/-+$/, '');
}
