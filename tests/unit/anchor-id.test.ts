import { describe, expect, it } from 'vitest';
import { anchorId, anchorIdWhileTyping } from '@/lib/content/anchor-id';
import { sanitizePage } from '@/lib/content/pages/sanitize-page';
import { PageSchema } from '@/lib/content/schemas';

describe('anchor ids', () => {
  it('stay a valid fragment as they are typed: lower-case words joined by hyphens', () => {
    expect(anchorIdWhileTyping('First')).toBe('first');
    expect(anchorIdWhileTyping('First ')).toBe('first-');
    expect(anchorIdWhileTyping('First editor 1795')).toBe('first-editor-1795');
    expect(anchorIdWhileTyping('  Café & Crèche!!')).toBe('cafe-creche-');
    expect(anchorIdWhileTyping('#opening-hours')).toBe('opening-hours');
  });

  it('lose a trailing hyphen when stored and rendered', () => {
    expect(anchorId('First editor 1795…')).toBe('first-editor-1795');
    expect(anchorId('---')).toBe('');
  });

  it('are made valid when a page is saved, at any depth', () => {
    const contents = [
      { componentType: 'Anchor', key: 'a', id: 'Opening Hours' },
      { componentType: 'SplitContent', key: 's', left: [{ componentType: 'Anchor', key: 'b', id: 'Find us!' }], right: [] },
    ];
    const page = PageSchema.parse({ _id: 'p', domainId: 'default', slug: 'about', contents });
    const saved = sanitizePage(page) as { contents: { id?: string; left?: { id: string }[] }[] };
    expect(saved.contents[0].id).toBe('opening-hours');
    expect(saved.contents[1].left?.[0].id).toBe('find-us');
  });
});
