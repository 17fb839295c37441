import { describe, expect, it } from 'vitest';
import { nulCharacterAt } from '@/lib/db/port';

describe('nulCharacterAt', () => {
  it('names where a NUL is: in a string, a key or a file name', () => {
    expect(nulCharacterAt({ page: { contents: [{ text: 'x' }, { text: 'y\u0000' }] } })).toBe('page.contents.1.text');
    expect(nulCharacterAt({ page: { ['a\u0000b']: 1 } })).toBe('page.a\\0b');
    expect(nulCharacterAt({ file: new File(['x'], 'a\u0000.pdf') })).toBe('file');
    expect(nulCharacterAt('\u0000')).toBe('(input)');
  });

  it('finds none in ordinary input, whatever its shape', () => {
    for (const input of [{}, { q: 'about', n: 3, ok: true, none: null }, ['a', ['b']], 'words', 7, null, undefined, { file: new File(['\u0000'], 'a.pdf') }]) {
      expect(nulCharacterAt(input)).toBeNull();
    }
  });

  it('follows input nested a hundred thousand levels deep without running out of stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(nulCharacterAt(deep)).toBe(Array(100_000).fill('0').join('.'));
    expect(nulCharacterAt(JSON.parse(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`))).toBeNull();
  });
});
