// A tiny in-memory Store for seed tests: equality filters on (dotted) fields only, plus {} for "everything".
import { StoreError, type Collection, type CollectionName, type Doc, type Filter, type Store, type Update } from '@/lib/db/port';

function valueAt(doc: Doc, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), doc);
}

function matches(doc: Doc, filter: Filter = {}): boolean {
  return Object.entries(filter).every(([path, expected]) => {
    if (expected !== null && typeof expected === 'object') throw new Error(`memory store: unsupported filter on ${path}`);
    return valueAt(doc, path) === expected;
  });
}

class MemoryCollection<T extends Doc> implements Collection<T> {
  readonly docs: T[] = [];

  async find(filter?: Filter): Promise<T[]> {
    return this.docs.filter((d) => matches(d, filter)).map((d) => structuredClone(d));
  }
  async findPage(filter: Filter, options: { skip?: number; limit: number }): Promise<{ docs: T[]; total: number }> {
    const all = await this.find(filter);
    return { docs: all.slice(options.skip ?? 0, (options.skip ?? 0) + options.limit), total: all.length };
  }
  async findOne(filter: Filter): Promise<T | null> {
    const found = this.docs.find((d) => matches(d, filter));
    return found ? structuredClone(found) : null;
  }
  async count(filter?: Filter): Promise<number> {
    return this.docs.filter((d) => matches(d, filter)).length;
  }
  async insert(doc: T): Promise<T> {
    if (this.docs.some((d) => d._id === doc._id)) throw new StoreError('duplicate', `duplicate _id ${doc._id}`);
    this.docs.push(structuredClone(doc));
    return doc;
  }
  async update(filter: Filter, update: Update, options?: { multi?: boolean }): Promise<number> {
    const hits = this.docs.filter((d) => matches(d, filter)).slice(0, options?.multi ? undefined : 1);
    for (const d of hits) Object.assign(d, update.$set ?? {});
    return hits.length;
  }
  async replace(filter: Filter, doc: T, options?: { upsert?: boolean }): Promise<number> {
    const index = this.docs.findIndex((d) => matches(d, filter));
    if (index >= 0) this.docs[index] = { ...structuredClone(doc), _id: this.docs[index]._id };
    else if (options?.upsert) this.docs.push(structuredClone(doc));
    return index >= 0 ? 1 : 0;
  }
  async delete(filter: Filter, options?: { multi?: boolean }): Promise<number> {
    const hits = this.docs.filter((d) => matches(d, filter)).slice(0, options?.multi ? undefined : 1);
    for (const hit of hits) this.docs.splice(this.docs.indexOf(hit), 1);
    return hits.length;
  }
  async ensureIndex(): Promise<void> {}
}

export class MemoryStore implements Store {
  readonly kind = 'embedded' as const;
  private readonly collections = new Map<CollectionName, MemoryCollection<Doc>>();

  collection<T extends Doc = Doc>(name: CollectionName): Collection<T> {
    if (!this.collections.has(name)) this.collections.set(name, new MemoryCollection<Doc>());
    return this.collections.get(name) as unknown as Collection<T>;
  }
  async ping(): Promise<void> {}
  async usage(): Promise<{ bytes: number }> {
    let bytes = 0;
    for (const collection of this.collections.values()) for (const doc of collection.docs) bytes += Buffer.byteLength(JSON.stringify(doc));
    return { bytes };
  }
  async close(): Promise<void> {}
}
