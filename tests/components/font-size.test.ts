import { describe, expect, it } from 'vitest';
import {
  applyStoredFontSizeScript,
  clampFontSize,
  fontSizeClass,
  fontSizeStorageKey,
  readFontSize,
  storeFontSize,
} from '@/components/layout/font-size';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('text size levels', () => {
  it('are kept between 1 and 6', () => {
    expect(clampFontSize(0)).toBe(1);
    expect(clampFontSize(-4)).toBe(1);
    expect(clampFontSize(7)).toBe(6);
    expect(clampFontSize(3)).toBe(3);
    expect(clampFontSize(Number.NaN)).toBe(1);
  });

  it('default to 1 when nothing, or nonsense, is stored', () => {
    expect(readFontSize(memoryStorage())).toBe(1);
    expect(readFontSize(memoryStorage({ fontSize: 'huge' }))).toBe(1);
    expect(readFontSize(undefined)).toBe(1);
  });

  it('read back what was stored, clamped', () => {
    expect(readFontSize(memoryStorage({ fontSize: '4' }))).toBe(4);
    expect(readFontSize(memoryStorage({ fontSize: '12' }))).toBe(6);
  });

  it('are stored under the key fontSize, clamped', () => {
    const storage = memoryStorage();
    expect(storeFontSize(storage, 9)).toBe(6);
    expect(storage.values.get(fontSizeStorageKey)).toBe('6');
    expect(fontSizeStorageKey).toBe('fontSize');
  });

  it('still apply when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(storeFontSize(refusing, 3)).toBe(3);
    expect(readFontSize(refusing)).toBe(1);
  });

  it('give #site-root a class only from level 2 up', () => {
    expect(fontSizeClass(1)).toBeUndefined();
    expect(fontSizeClass(2)).toBe('font-size-2');
    expect(fontSizeClass(6)).toBe('font-size-6');
    expect(fontSizeClass(8)).toBe('font-size-6');
  });

  it('are applied before first paint by a script that only accepts levels 2 to 6', () => {
    const run = (stored: string | null) => {
      const classes = new Set<string>();
      const document = { currentScript: { parentElement: { classList: { add: (c: string) => classes.add(c) } } } };
      const localStorage = { getItem: () => stored };
      new Function('document', 'localStorage', applyStoredFontSizeScript)(document, localStorage);
      return [...classes];
    };
    expect(run('4')).toEqual(['font-size-4']);
    expect(run('1')).toEqual([]);
    expect(run('9')).toEqual([]);
    expect(run(null)).toEqual([]);
  });
});
