import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spacingClasses, spacingLevels } from '@/components/ui/spacing';

const css = readFileSync(path.resolve(__dirname, '../../styles/spacing.css'), 'utf8');

describe('spacing classes', () => {
  it('default to no top margin and a level-2 bottom margin, no padding: the component’s own rule, before the levels', () => {
    expect(spacingClasses({})).toBe('');
    expect(spacingClasses({ marginTopSmall: 0, marginBottomSmall: 2, paddingTopSmall: 0, paddingBottomSmall: 0 })).toBe('');
    const defaults = css.indexOf('.cs-component { margin-top: 0; margin-bottom: 1rem; padding-top: 0; padding-bottom: 0; }');
    expect(defaults).toBeGreaterThan(-1);
    expect(defaults).toBeLessThan(css.indexOf('.cs-mt-0 {'));
    // A level that differs from the default on phones, and one that goes back to it on larger screens.
    expect(spacingClasses({ marginBottomSmall: 0 }).split(' ')).toEqual(['cs-mb-0', 'cs-mb-md-2']);
    expect(spacingClasses({ paddingTopSmall: 3, paddingTopMedium: 0 }).split(' ')).toEqual(['cs-pt-3', 'cs-pt-md-0']);
  });

  it('use the Small value from phones up', () => {
    expect(spacingClasses({ marginTopSmall: 3, paddingBottomSmall: 5 })).toContain('cs-mt-3');
    expect(spacingClasses({ marginTopSmall: 3, paddingBottomSmall: 5 })).toContain('cs-pb-5');
  });

  it('add Medium (768px) and Large (1200px) classes where those differ', () => {
    const classes = spacingClasses({ marginBottomSmall: 1, marginBottomMedium: 4, marginBottomLarge: 6 }).split(' ');
    expect(classes).toEqual(expect.arrayContaining(['cs-mb-1', 'cs-mb-md-4', 'cs-mb-lg-6']));
  });

  it('fall back to the breakpoint default when Medium or Large is not set', () => {
    const classes = spacingClasses({ marginBottomSmall: 5 }).split(' ');
    expect(classes).toEqual(expect.arrayContaining(['cs-mb-5', 'cs-mb-md-2']));
    expect(classes).not.toContain('cs-mb-lg-2');
  });

  it('map levels 1-6 to 4, 16, 24, 32, 48 and 64 px', () => {
    expect(spacingLevels).toEqual([0, 4, 16, 24, 32, 48, 64]);
    spacingLevels.forEach((px, level) => {
      const rem = px === 0 ? '0' : `${px / 16}rem`;
      expect(css).toContain(`.cs-pt-${level} { padding-top: ${rem}; }`);
      expect(css).toContain(`.cs-mb-md-${level} { margin-bottom: ${rem}; }`);
      expect(css).toContain(`.cs-mt-lg-${level} { margin-top: ${rem}; }`);
    });
  });

  it('have a CSS rule for every class they can produce', () => {
    const all = spacingClasses({
      marginTopSmall: 6, marginTopMedium: 1, marginTopLarge: 0,
      paddingTopSmall: 2, paddingTopMedium: 3, paddingTopLarge: 4,
    }).split(' ');
    for (const name of all) expect(css).toContain(`.${name} {`);
  });
});
