// What publishing the navigation would change for visitors: menu items and submenu links added, removed, renamed or
// pointed elsewhere, named as an editor knows them. Pure.
import { NavSchema, type Nav } from '@/lib/content/schemas';

export type NavChange = { kind: 'added' | 'removed' | 'renamed' | 'moved'; text: string };

type Entry = { where: string; text: string; href: string };

const words = (text: string) => text.trim() || 'an untitled link';

/** Every first-level item and submenu link, each named by where it stands ('Get involved › Volunteer'). */
function entries(nav: Nav): Entry[] {
  return nav.tierOneItems.flatMap((item) => [
    { where: '', text: words(item.text), href: item.href.trim() },
    ...item.children.map((child) => ({ where: words(item.text), text: words(child.text), href: child.href.trim() })),
  ]);
}

const named = (entry: Entry) => (entry.where ? `${entry.where} › ${entry.text}` : entry.text);
const keyOf = (entry: Entry) => `${entry.where}\u0000${entry.href}`;

/**
 * The differences between what visitors see and the working copy: a link under the same item with the same address
 * is the same link (renamed when its words differ); one whose words stay but address changes has moved.
 */
export function navChanges(published: unknown, working: Nav): NavChange[] {
  const before = published ? entries(NavSchema.safeParse(published).data ?? NavSchema.parse({})) : [];
  const after = entries(working);
  const changes: NavChange[] = [];
  const unmatched = [...before];
  const take = (found: Entry | undefined) => found && unmatched.splice(unmatched.indexOf(found), 1);
  const fresh: Entry[] = [];
  for (const entry of after) {
    const same = unmatched.find((old) => keyOf(old) === keyOf(entry) && old.text === entry.text);
    if (same) {
      take(same);
      continue;
    }
    const renamed = entry.href ? unmatched.find((old) => keyOf(old) === keyOf(entry)) : undefined;
    if (renamed) {
      take(renamed);
      changes.push({ kind: 'renamed', text: `${named(renamed)} → ${entry.text}` });
      continue;
    }
    const moved = unmatched.find((old) => old.where === entry.where && old.text === entry.text);
    if (moved) {
      take(moved);
      changes.push({ kind: 'moved', text: `${named(entry)} now leads to ${entry.href || 'nowhere'}` });
      continue;
    }
    fresh.push(entry);
  }
  for (const entry of fresh) changes.push({ kind: 'added', text: named(entry) });
  for (const entry of unmatched) changes.push({ kind: 'removed', text: named(entry) });
  return changes;
}
