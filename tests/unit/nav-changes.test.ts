import { describe, expect, it } from 'vitest';
import { NavSchema } from '@/lib/content/schemas';
import { navChanges } from '@/editor/chrome/nav-changes';

const link = (text: string, href: string) => ({ type: 'page', text, href });
const nav = (items: { text: string; href: string; children?: ReturnType<typeof link>[] }[]) =>
  NavSchema.parse({ tierOneItems: items.map((item) => ({ type: 'page', ...item, children: item.children ?? [] })) });

const published = nav([
  { text: 'Get help', href: '/get-help', children: [link('Crisis line', '/get-help/crisis-line')] },
  { text: 'Get involved', href: '/get-involved', children: [link('Volunteer', '/get-involved/volunteer'), link('Donate', '/donate')] },
  { text: 'About', href: '/about' },
]);

describe('what publishing the navigation would change', () => {
  it('is nothing when the working copy is what visitors see', () => {
    expect(navChanges(published, published)).toEqual([]);
  });

  it('names links added, removed, renamed and pointed elsewhere, each under its menu item', () => {
    const working = nav([
      { text: 'Get help', href: '/get-help', children: [link('Crisis line, day and night', '/get-help/crisis-line')] },
      { text: 'Get involved', href: '/get-involved', children: [link('Volunteer', '/volunteering'), link('Walk for Hope', '/events/walk-for-hope')] },
      { text: 'About', href: '/about' },
    ]);
    expect(navChanges(published, working)).toEqual([
      { kind: 'renamed', text: 'Get help › Crisis line → Crisis line, day and night' },
      { kind: 'moved', text: 'Get involved › Volunteer now leads to /volunteering' },
      { kind: 'added', text: 'Get involved › Walk for Hope' },
      { kind: 'removed', text: 'Get involved › Donate' },
    ]);
  });

  it('treats everything as added before the first publish', () => {
    expect(navChanges(null, nav([{ text: 'Home', href: '/' }]))).toEqual([{ kind: 'added', text: 'Home' }]);
  });
});
