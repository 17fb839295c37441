import 'server-only';
import type { Store } from '@/lib/db/port';
import type { AuthUser } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import type { PageCollection } from './page-collection';

/** Clients beat every 30 s; three missed beats and the person is taken to have left (closed lid, lost network). */
export const PRESENCE_TTL_MS = 90_000;

export type PresenceEntry = { _id: string; pageId: string; domainId: string; userId: string; name: string; since: string; seenAt: string };
/** What another editor sees: a name and since when, nothing that identifies the account. */
export type PresenceEditor = { name: string; since: string };

// One entry per person and page, so several tabs of the same person count once.
const entryId = (pageId: string, userId: string) => `${pageId}:${userId}`;

/**
 * Records that the user has the page open (a heartbeat) and answers the other people who have it open,
 * earliest first. Advisory only, like a post-lock notice: it never stops anyone saving.
 */
export async function touchPresence(
  store: Store,
  { pageId, domainId, user, now, collection = 'pages' }: { pageId: string; domainId: string; user: AuthUser; now: Date; collection?: PageCollection },
): Promise<PresenceEditor[]> {
  const page = await store.collection(collection).findOne({ _id: pageId, domainId }, { projection: { _id: 1 } });
  if (!page) throw new AppError('not_found', 'Page not found.');

  const presence = store.collection<PresenceEntry>('pagePresence');
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - PRESENCE_TTL_MS).toISOString();
  // Cleaning on every beat keeps the collection as small as the number of open editors, without a timer.
  await presence.delete({ seenAt: { $lt: cutoff } }, { multi: true });

  const _id = entryId(pageId, user._id);
  const mine = await presence.findOne({ _id });
  const entry: PresenceEntry = { _id, pageId, domainId, userId: user._id, name: user.name || user.username, since: mine?.since ?? at, seenAt: at };
  await presence.replace({ _id }, entry, { upsert: true });

  const others = await presence.find({ pageId, userId: { $ne: user._id }, seenAt: { $gte: cutoff } }, { sort: { since: 1 } });
  return others.map(({ name, since }) => ({ name, since }));
}

/** The user closed the page: the others stop seeing them at once rather than after 90 s. */
export async function leavePresence(store: Store, pageId: string, userId: string): Promise<void> {
  await store.collection('pagePresence').delete({ _id: entryId(pageId, userId) });
}
