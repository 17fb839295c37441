import { describe, expect, it } from 'vitest';
import type { CrisisContact } from '@/lib/content/schemas';
import { crisisToken, hasCrisisTokens, resolveCrisisTokens, resolveCrisisTokensIn, tokenContactIds } from '@/lib/content/site/crisis-tokens';
import { cardText } from '@/lib/hub/card';

const contact = (id: string, name: string, phone: string, text = ''): CrisisContact =>
  ({ id, name, phone, text, lastCheckedAt: '2026-01-01' }) as CrisisContact;
const register = [contact('crisis-line', 'Crisis line', '1800 000 000'), contact('text-line', 'Text <us>', '', '0477 000 000')];

describe('plain-text crisis references', () => {
  it('are written with the entry id, and the words to show only when not the number', () => {
    expect(crisisToken('crisis-line', 'number')).toBe('{{crisis:crisis-line}}');
    expect(crisisToken('crisis-line', 'name')).toBe('{{crisis:crisis-line:name}}');
    expect(crisisToken('crisis-line', 'both')).toBe('{{crisis:crisis-line:both}}');
  });

  it('show the register’s number, name or both, and the id in words for an entry the register lacks', () => {
    const text = 'Call {{crisis:crisis-line}} ({{crisis:crisis-line:name}}), text {{crisis:text-line:both}} or {{crisis:gone-line}}.';
    expect(resolveCrisisTokens(text, register)).toBe('Call 1800 000 000 (Crisis line), text Text <us> 0477 000 000 or gone line.');
    expect(resolveCrisisTokens('No references {{crisis:}} {{other:x}}', register)).toBe('No references {{crisis:}} {{other:x}}');
    expect(tokenContactIds(text)).toEqual(['crisis-line', 'text-line', 'gone-line']);
  });

  it('resolve through a whole page without changing it, escaping the words inside rich text', () => {
    const page = {
      header: { title: 'Help', description: 'Call {{crisis:crisis-line}} any time.' },
      contents: [
        { componentType: 'Text', key: 'a', text: 'Now: {{crisis:crisis-line:both}}' },
        { componentType: 'RichText', key: 'b', text: '<p>Text {{crisis:text-line:name}}</p>' },
        { componentType: 'SplitContent', key: 'c', left: [{ componentType: 'Quote', key: 'd', quote: '{{crisis:crisis-line}}' }] },
      ],
    };
    const before = structuredClone(page);
    const shown = resolveCrisisTokensIn(page, register);
    expect(page).toEqual(before);
    expect(shown.header.description).toBe('Call 1800 000 000 any time.');
    expect(shown.contents[0].text).toBe('Now: Crisis line 1800 000 000');
    expect(shown.contents[1].text).toBe('<p>Text Text &lt;us&gt;</p>');
    expect((shown.contents[2] as { left: { quote: string }[] }).left[0].quote).toBe('1800 000 000');
    expect(hasCrisisTokens(shown)).toBe(false);
    // Content without references is handed back as it was.
    const plain = { contents: [{ componentType: 'Text', text: 'Hello' }] };
    expect(resolveCrisisTokensIn(plain, register)).toBe(plain);
  });

  it('never show their braces on a hub card, where no register is at hand', () => {
    expect(cardText('Call {{crisis:crisis-line}} any time')).toBe('Call crisis line any time.');
  });
});
