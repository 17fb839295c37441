import { describe, expect, it } from 'vitest';
import { diffComponents, diffFields, diffText } from '@/lib/content/document-diff';

const text = (key: string, value: string) => ({ key, componentType: 'Text', text: value });
const split = (key: string, left: unknown[], right: unknown[]) => ({ key, componentType: 'SplitContent', left, right });
/** Each component's key with what happened to it, in reading order. */
const summary = (before: unknown[], after: unknown[]) =>
  diffComponents(before, after, 'contents').components.map((c) => `${c.key}:${c.status}${c.movedFrom ? ':moved' : ''}${c.fields.length ? ':changed' : ''}`);

describe('diffComponents', () => {
  it('finds nothing between two equal lists', () => {
    const list = [text('a', 'One'), text('b', 'Two')];
    const diff = diffComponents(list, structuredClone(list), 'contents');
    expect(diff.counts).toEqual({ added: 0, removed: 0, moved: 0, changed: 0 });
    expect(diff.components.map((c) => [c.key, c.status, c.path])).toEqual([
      ['a', 'kept', 'contents.0'],
      ['b', 'kept', 'contents.1'],
    ]);
  });

  it('marks added and removed components, the removed one where it stood, without calling the others moved', () => {
    const diff = diffComponents([text('a', 'A'), text('b', 'B'), text('c', 'C')], [text('new', 'N'), text('a', 'A'), text('c', 'C')], 'contents');
    expect(diff.components.map((c) => `${c.key}:${c.status}:${c.path}${c.movedFrom ? ':moved' : ''}`)).toEqual([
      'new:added:contents.0',
      'a:kept:contents.1',
      'b:removed:contents.1',
      'c:kept:contents.2',
    ]);
    expect(diff.counts).toEqual({ added: 1, removed: 1, moved: 0, changed: 0 });
  });

  it('calls moved only what left its order, and shows it at its new place', () => {
    const a = text('a', 'A'), b = text('b', 'B'), c = text('c', 'C'), d = text('d', 'D');
    const diff = diffComponents([a, b, c, d], [b, c, a, d], 'contents');
    expect(diff.components.map((x) => `${x.key}${x.movedFrom ? ` from ${x.movedFrom}` : ''}`)).toEqual(['b', 'c', 'a from contents.0', 'd']);
    expect(diff.counts.moved).toBe(1);
  });

  it('follows a component into and out of a column, and compares nested lists on their own', () => {
    const before = [text('a', 'A'), split('s', [text('l1', 'Left')], [text('r1', 'Right')])];
    const after = [split('s', [text('a', 'A'), text('l1', 'Left, edited')], []), text('r1', 'Right')];
    const diff = diffComponents(before, after, 'contents');
    expect(diff.components.map((c) => [c.key, c.path, c.movedFrom ?? '', c.depth, c.fields.map((f) => f.path).join()])).toEqual([
      ['s', 'contents.0', '', 0, ''],
      ['a', 'contents.0.left.0', 'contents.0', 1, ''],
      ['l1', 'contents.0.left.1', '', 1, 'text'],
      ['r1', 'contents.1', 'contents.1.right.0', 0, ''],
    ]);
    expect(diff.counts).toEqual({ added: 0, removed: 0, moved: 2, changed: 1 });
  });

  it('lists a removed column with everything in it as removed, unless a piece of it moved elsewhere', () => {
    const diff = summary([split('s', [text('l1', 'L')], [text('r1', 'R')]), text('b', 'B')], [text('r1', 'R'), text('b', 'B')]);
    expect(diff).toEqual(['s:removed', 'l1:removed', 'r1:kept:moved', 'b:kept']);
  });

  it('compares the values inside a component, texts word by word, lists of items by entry', () => {
    const before = { key: 't', componentType: 'Testimonials', items: [{ quote: 'Call us any time', quoteBy: 'Sam' }], spacing: 'large' };
    const after = { key: 't', componentType: 'Testimonials', items: [{ quote: 'Call us at any hour', quoteBy: 'Sam' }, { quote: 'New', quoteBy: '' }], spacing: 'small' };
    const [change] = diffComponents([before], [after], 'contents').components;
    expect(change.fields.map((f) => [f.path, f.before, f.after])).toEqual([
      ['items.0.quote', 'Call us any time', 'Call us at any hour'],
      ['spacing', 'large', 'small'],
      ['items.1.quote', undefined, 'New'],
    ]);
    expect(change.fields[0].words).toEqual([{ text: 'Call us ' }, { text: 'at ', change: 'added' }, { text: 'any ' }, { text: 'time', change: 'removed' }, { text: 'hour', change: 'added' }]);
  });

  it('reads rich text as its words: a change of markup alone is no change', () => {
    const before = { key: 'r', componentType: 'RichText', html: '<p>Talk to <strong>someone</strong> today.</p>' };
    const same = { ...before, html: '<p>Talk to <em>someone</em> today.</p>' };
    expect(diffComponents([before], [same], 'contents').counts.changed).toBe(0);
    const [change] = diffComponents([before], [{ ...before, html: '<p>Talk to someone tonight.</p>' }], 'contents').components;
    expect(change.fields).toEqual([{ path: 'html', before: 'Talk to someone today.', after: 'Talk to someone tonight.', words: diffText('Talk to someone today.', 'Talk to someone tonight.') }]);
  });

  it('notices a component whose type changed under the same key, and ignores blanks in a list', () => {
    const [change] = diffComponents([text('a', 'A'), null], [{ key: 'a', componentType: 'Quote', text: 'A' }], 'contents').components;
    expect(change.fields[0]).toEqual({ path: 'componentType', before: 'Text', after: 'Quote' });
  });
});

describe('diffFields', () => {
  it('names each changed value by its path; a tag list reads as one value; a field left out is skipped', () => {
    const changes = diffFields({ slug: 'help', header: { title: 'Get help', description: '' }, tags: ['a', 'b'], version: 1 }, { slug: 'get-help', header: { title: 'Get help', description: 'Now' }, tags: ['a'], version: 2 }, new Set(['version']));
    expect(changes.map(({ path, before, after }) => [path, before, after])).toEqual([
      ['slug', 'help', 'get-help'],
      ['header.description', undefined, 'Now'],
      ['tags', 'a, b', 'a'],
    ]);
  });

  it('shows yes and no for a switch, and a number as written', () => {
    expect(diffFields({ open: true, size: 2 }, { open: false, size: 3 }).map((f) => [f.before, f.after, f.words])).toEqual([
      ['Yes', 'No', undefined],
      ['2', '3', undefined],
    ]);
  });
});
