/**
 * An element id made from a component's path in the page (unique within it), e.g. `contents.3` and
 * 'panel' give `cs-contents-3-panel`. The same on the server and in the browser, so hydration
 * matches; the prefix keeps clear of ids editors give their Anchor blocks.
 */
export function domId(path: string, part: string): string {
  return `cs-${path}-${part}`.replace(/[^A-Za-z0-9_-]/g, '-');
}
