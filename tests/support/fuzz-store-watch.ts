// Proves a refused request changed nothing stored, cheaply enough to check after every one of thousands of requests.
// A snapshot of every collection is kept (bookkeeping aside). Every write through the store port marks its
// collection; after a refusal the marked collections are read again and compared with the snapshot, and after an
// accepted request they become the new snapshot. A full comparison at checkpoints catches anything the marks missed.
// Reading whole collections is what costs (on a MongoDB-protocol server most of all), so nothing unmarked is read
// between checkpoints, and putting a captured state back rewrites only the collections that differ from it.
import { collectionNames, type Collection, type CollectionName, type Doc, type Store } from '@/lib/db/port';

/** Written by refused requests on purpose: rate-limit counters, and sessions (read, and cleared when stale). */
export const BOOKKEEPING: readonly CollectionName[] = ['rateLimits', 'sessions'];

const WRITES = new Set(['insert', 'update', 'replace', 'delete']);

export type StoreWatch = {
  /** Takes the snapshot of every watched collection again. */
  retake(): Promise<void>;
  /** After an answer: what a refusal changed (and takes the new snapshot after an accepted request). */
  afterAnswer(status: number): Promise<string[]>;
  /** Reads every watched collection and reports any that differs from the snapshot. */
  compareAll(): Promise<string[]>;
  /** Takes what was written since the last look as the new snapshot (writes made on purpose, between requests). */
  accept(): Promise<void>;
  /**
   * Puts every collection back as captured (see captureState), rewriting only those that differ from it, and
   * snapshots the result. Trusts the snapshot for the watched collections: call it after a checkpoint.
   */
  restore(state: StoredState): Promise<void>;
};

/** `bookkeeping`: collections refused requests may write, not compared (BOOKKEEPING unless given). */
export function watchStore(store: Store, { bookkeeping = BOOKKEEPING }: { bookkeeping?: readonly CollectionName[] } = {}): StoreWatch {
  const watched = collectionNames.filter((name) => !bookkeeping.includes(name));
  const written = new Set<CollectionName>();
  // Writes started and not finished: an accepted request may still be writing once its answer is read (a backup
  // download records itself after its last byte).
  const inFlight = new Set<Promise<unknown>>();
  const snapshot = new Map<CollectionName, string>();
  const original = store.collection.bind(store);
  // An own property, so the dispatcher and every handler given this store write through it.
  Object.defineProperty(store, 'collection', {
    configurable: true,
    value: (name: CollectionName) => {
      const collection = original(name);
      return new Proxy(collection, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver);
          if (typeof value !== 'function') return value;
          if (!WRITES.has(String(property))) return value.bind(target);
          written.add(name);
          return (...args: unknown[]) => {
            const pending = value.apply(target, args) as Promise<unknown>;
            inFlight.add(pending);
            pending.then(
              () => inFlight.delete(pending),
              () => inFlight.delete(pending),
            );
            return pending;
          };
        },
      }) as Collection;
    },
  });

  const read = async (name: CollectionName) => JSON.stringify(await original(name).find({}, { sort: { _id: 1 } }));

  const differing = async (names: Iterable<CollectionName>) => {
    const changed: string[] = [];
    for (const name of names) {
      const now = await read(name);
      if (now !== snapshot.get(name)) changed.push(`${name} changed: ${firstDifference(snapshot.get(name) ?? '', now)}`);
      snapshot.set(name, now);
    }
    return changed;
  };

  const accept = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    while (inFlight.size) await Promise.allSettled([...inFlight]);
    const names = [...written].filter((name) => watched.includes(name));
    written.clear();
    for (const name of names) snapshot.set(name, await read(name));
  };

  return {
    async retake() {
      written.clear();
      for (const name of watched) snapshot.set(name, await read(name));
    },
    async afterAnswer(status) {
      if (status < 400) {
        await accept();
        return [];
      }
      const names = [...written].filter((name) => watched.includes(name));
      written.clear();
      return differing(names);
    },
    async compareAll() {
      written.clear();
      return differing(watched);
    },
    accept,
    async restore(state) {
      await accept();
      for (const [name, docs] of state) {
        const wanted = JSON.stringify(docs);
        if ((snapshot.get(name) ?? (await read(name))) === wanted) continue;
        const collection = original(name);
        await collection.delete({}, { multi: true });
        for (const doc of docs) await collection.insert(structuredClone(doc));
        if (watched.includes(name)) snapshot.set(name, await read(name));
      }
      written.clear();
    },
  };
}

function firstDifference(before: string, after: string): string {
  let i = 0;
  while (i < before.length && before[i] === after[i]) i++;
  return `before ...${JSON.stringify(before.slice(Math.max(0, i - 80), i + 80))}, after ...${JSON.stringify(after.slice(Math.max(0, i - 80), i + 80))}`;
}

export type StoredState = Map<CollectionName, Doc[]>;

/** Every collection's documents (sessions aside: callers stay signed in across a reset). */
export async function captureState(store: Store): Promise<StoredState> {
  const state: StoredState = new Map();
  for (const name of collectionNames) if (name !== 'sessions') state.set(name, await store.collection(name).find({}, { sort: { _id: 1 } }));
  return state;
}
