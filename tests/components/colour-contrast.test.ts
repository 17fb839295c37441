import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { colourChoices } from '@/lib/content/schemas';

const css = readFileSync(path.resolve(__dirname, '../../styles/tokens.css'), 'utf8');
// The first :root block of tokens.css holds the surface pairs.
const pairBlock = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
const tokens = new Map([...pairBlock.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const pairs = [...tokens.keys()]
  .filter((name) => name.endsWith('-bg'))
  .map((name) => ({ name: name.slice(0, -3), bg: tokens.get(name)!, fg: tokens.get(`${name.slice(0, -3)}-fg`) }));

describe('colour tokens', () => {
  it('hold at least the 12 colour choices and the site surfaces', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(12 + 8);
  });

  it('define a background and a font colour for each of the 12 colour choices', () => {
    expect(colourChoices).toHaveLength(12);
    for (const colour of colourChoices) {
      expect(tokens.has(`cs-colour-${colour}-bg`), colour).toBe(true);
      expect(tokens.has(`cs-colour-${colour}-fg`), colour).toBe(true);
      expect(css, colour).toContain(`.cs-bg-${colour} {`);
    }
  });

  it.each(pairs.filter((pair) => pair.bg !== 'transparent'))('$name text reaches 4.5:1 on its background', ({ bg, fg }) => {
    expect(bg).toMatch(/^#[0-9a-f]{6}$/i);
    expect(fg).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(bg, fg!)).toBeGreaterThanOrEqual(4.5);
  });

  it('leave transparent to inherit the colours of the surface behind it', () => {
    expect(tokens.get('cs-colour-transparent-fg')).toBe('inherit');
  });

  it('compute contrast the WCAG way', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
