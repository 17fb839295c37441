// Searches that found nothing, so staff learn what people look for. Kept by query text and day only: no time of
// day, no address, no session, nothing that tells one visitor from another. A query is shown to staff only once it
// was made at least MIN_SHOWN times; counts go after KEEP_DAYS.
import type { Store } from '@/lib/db/port';

export const MIN_SHOWN = 3;
/** The days the dashboard adds up. */
export const SHOWN_DAYS = 30;
/** The days a count is kept (the store removes it then). */
const KEEP_DAYS = 90;
const MAX_QUERY = 100;

export type SearchMiss = { query: string; count: number; lastDay: string };

/** A query as counted: lower case, spaces collapsed, cut to 100 characters. */
export const countedQuery = (query: string) => query.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MAX_QUERY);

/** Queries that could name or reach a person (an email address, a phone or card number) are never kept. */
const mayIdentify = (query: string) => /@/.test(query) || /\d[\d\s-]{5,}\d/.test(query);

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Counts one search that found nothing. */
export async function recordSearchMiss(store: Store, domainId: string, query: string, now: Date): Promise<void> {
  const counted = countedQuery(query);
  if (!counted || mayIdentify(counted)) return;
  const day = dayOf(now);
  const expiresAt = new Date(Date.parse(`${day}T00:00:00Z`) + KEEP_DAYS * 86_400_000);
  await store
    .collection('searchMisses')
    .update({ _id: `${domainId}|${day}|${counted}`, domainId, day, query: counted }, { $inc: { count: 1 }, $set: { expiresAt } }, { upsert: true });
}

/** The domain's searches that found nothing in the last 30 days, made at least 3 times, most often first. */
export async function listSearchMisses(store: Store, domainId: string, now: Date): Promise<SearchMiss[]> {
  const since = dayOf(new Date(now.getTime() - (SHOWN_DAYS - 1) * 86_400_000));
  const rows = await store.collection('searchMisses').find({ domainId, day: { $gte: since } }, { projection: { query: 1, count: 1, day: 1 } });
  const totals = new Map<string, SearchMiss>();
  for (const row of rows) {
    const query = String(row.query ?? '');
    const count = typeof row.count === 'number' ? row.count : 0;
    const day = String(row.day ?? '');
    const seen = totals.get(query);
    totals.set(query, { query, count: (seen?.count ?? 0) + count, lastDay: seen && seen.lastDay > day ? seen.lastDay : day });
  }
  return [...totals.values()]
    .filter((miss) => miss.count >= MIN_SHOWN)
    .sort((a, b) => b.count - a.count || a.query.localeCompare(b.query))
    .slice(0, 200);
}
