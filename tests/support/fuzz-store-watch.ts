// Proves a refused request changed nothing stored, cheaply enough to check after every one of thousands of requests.
// A snapshot of every collection is kept (bookkeeping aside). Every write through the store port marks its
// collection; after a refusal the marked collections are read again and compared with the snapshot, and after an
// accepted request they become the new snapshot. A full comparison at checkpoints catches anything the marks missed.
import { collectionNames, type Collection, type CollectionName, type Store } from '@/lib/db/port';

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
};

export function watchStore(store: Store): StoreWatch {
  const watched = collectionNames.filter((name) => !BOOKKEEPING.includes(name));
  const written = new Set<CollectionName>();
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
          if (WRITES.has(String(property))) written.add(name);
          return value.bind(target);
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

  return {
    async retake() {
      written.clear();
      for (const name of watched) snapshot.set(name, await read(name));
    },
    async afterAnswer(status) {
      const names = [...written].filter((name) => watched.includes(name));
      written.clear();
      if (status < 400) {
        for (const name of names) snapshot.set(name, await read(name));
        return [];
      }
      return differing(names);
    },
    async compareAll() {
      written.clear();
      return differing(watched);
    },
  };
}

function firstDifference(before: string, after: string): string {
  let i = 0;
  while (i < before.length && before[i] === after[i]) i++;
  return `before ...${JSON.stringify(before.slice(Math.max(0, i - 80), i + 80))}, after ...${JSON.stringify(after.slice(Math.max(0, i - 80), i + 80))}`;
}

export type StoredState = Map<CollectionName, Record<string, unknown>[]>;

/** Every collection's documents (sessions aside: callers stay signed in across a reset). */
export async function captureState(store: Store): Promise<StoredState> {
  const state: StoredState = new Map();
  for (const name of collectionNames) if (name !== 'sessions') state.set(name, await store.collection(name).find({}, { sort: { _id: 1 } }));
  return state;
}

/** Puts every collection back as captured, so each call is fuzzed against the same data. */
export async function restoreState(store: Store, state: StoredState): Promise<void> {
  for (const [name, docs] of state) {
    const collection = store.collection(name);
    const now = await collection.find({}, { sort: { _id: 1 } });
    if (JSON.stringify(now) === JSON.stringify(docs)) continue;
    await collection.delete({}, { multi: true });
    for (const doc of docs) await collection.insert(structuredClone(doc) as typeof now[number]);
  }
}
