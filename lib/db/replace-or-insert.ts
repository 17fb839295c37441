import { randomUUID } from 'node:crypto';
import { StoreError, type Doc, type Filter } from './port';

/**
 * replace() with upsert for both adapters: replace the first match, else insert. Two steps, not one
 * atomic operation, so the loser of a race on the same unique key replaces the winner's document.
 */
export async function replaceOrInsert<T extends Doc>(
  filter: Filter,
  doc: T,
  upsert: boolean,
  replaceFirst: () => Promise<number>,
  insert: (doc: T) => Promise<unknown>,
): Promise<number> {
  const matched = await replaceFirst();
  if (matched > 0 || !upsert) return matched;
  try {
    await insert({ ...doc, _id: doc._id ?? (typeof filter._id === 'string' ? filter._id : randomUUID()) });
    return 1;
  } catch (e) {
    if (e instanceof StoreError && e.code === 'duplicate' && (await replaceFirst()) > 0) return 1;
    throw e;
  }
}
