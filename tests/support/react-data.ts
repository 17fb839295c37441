// React's data for the browser, as a page's inline scripts hand it to Next: what `self.__next_f.push` receives,
// in order. Shared by the unit test of the page cache's escaping and the browser test of a cached page.
import vm from 'node:vm';

export function reactDataOf(scripts: Iterable<string>): unknown[] {
  const pushed: unknown[] = [];
  const self = { __next_f: { push: (entry: unknown) => pushed.push(entry) } };
  for (const script of scripts) if (script.includes('__next_f.push')) vm.runInNewContext(script, { self });
  return pushed;
}
