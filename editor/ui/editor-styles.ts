// The editor's stylesheets reach the page with the editor's code (scripts/editor-styles.mjs writes each
// `*.styles.ts` from its `*.module.css`), never with a visitor page's CSS.

/** Adds (or, after a code update while developing, replaces) one stylesheet's rules; nothing on the server. */
export function addEditorStyles(file: string, css: string): void {
  if (typeof document === 'undefined') return;
  let sheet = Array.from(document.head.querySelectorAll<HTMLStyleElement>('style[data-editor-styles]')).find((element) => element.dataset.editorStyles === file);
  if (!sheet) {
    sheet = document.createElement('style');
    sheet.dataset.editorStyles = file;
    document.head.appendChild(sheet);
  }
  if (sheet.textContent !== css) sheet.textContent = css;
}
