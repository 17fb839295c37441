// The MongoDB adapter: the same port on the official driver, for any number of stateless app servers.
import { replaceOrInsert } from './replace-or-insert';
import { randomUUID } from 'node:crypto';
import {
  MongoClient,
  MongoNetworkError,
  MongoServerError,
  MongoServerSelectionError,
  type Collection as MongoCollection,
  type Db,
  type Document,
  type Filter as MongoFilter,
} from 'mongodb';
import {
  collectionNames,
  StoreError,
  type Collection,
  type CollectionName,
  type Doc,
  type Filter,
  type FindOptions,
  type PageQuery,
  type IndexSpec,
  type Store,
  type Update,
  type UpdateOptions,
} from './port';

export const DEFAULT_DB_NAME = 'charity_site';

/** The database named in the URI's path, or DEFAULT_DB_NAME (the driver itself would fall back to `test`). */
export function dbNameFromUri(uri: string): string {
  const match = /^mongodb(?:\+srv)?:\/\/[^/?]+\/([^?]*)/.exec(uri);
  return (match && decodeURIComponent(match[1])) || DEFAULT_DB_NAME;
}

export async function openMongoStore(uri: string, options: { dbName?: string } = {}): Promise<Store> {
  const client = new MongoClient(uri, {
    writeConcern: { w: 'majority' },
    // The driver would store `undefined` as null; NeDB drops it. Dropping it here keeps the adapters alike.
    ignoreUndefined: true,
  });
  try {
    await guard(client.connect());
  } catch (e) {
    // A failed connect still leaves monitoring timers behind that would keep the process alive.
    await client.close().catch(() => undefined);
    throw e;
  }
  return new MongoStore(client, client.db(options.dbName ?? dbNameFromUri(uri)));
}

/** How often expired documents are removed where the server has no TTL indexes (MongoDB's own monitor: 60 s). */
export const EXPIRY_SWEEP_MS = 60_000;

type Expiring = { collection: MongoCollection<Document>; field: string; seconds: number };

/**
 * Removes expired documents itself, about as often as MongoDB's TTL monitor would, on a server that refuses TTL
 * indexes (FerretDB 1.x: 'Index option "expireAfterSeconds" is not implemented yet'). Readers compare expiry
 * dates with now anyway, since even MongoDB removes documents only once a minute: this only keeps the data small.
 */
class ExpirySweeper {
  private readonly expiring = new Map<string, Expiring>();
  private timer: NodeJS.Timeout | null = null;

  add(entry: Expiring): void {
    this.expiring.set(`${entry.collection.collectionName}.${entry.field}`, entry);
    if (this.timer) return;
    this.timer = setInterval(() => void this.sweep().catch(() => undefined), EXPIRY_SWEEP_MS);
    this.timer.unref();
  }

  /** Deletes every document past its time; answers how many. */
  async sweep(now = new Date()): Promise<number> {
    let removed = 0;
    for (const { collection, field, seconds } of this.expiring.values()) {
      const result = await guard(collection.deleteMany({ [field]: { $lt: new Date(now.getTime() - seconds * 1000) } }));
      removed += result.deletedCount;
    }
    return removed;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

class MongoStore implements Store {
  readonly kind = 'mongodb' as const;
  private readonly sweeper = new ExpirySweeper();

  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  collection<T extends Doc = Doc>(name: CollectionName): Collection<T> {
    if (!collectionNames.includes(name)) throw new StoreError('invalid', `Unknown collection ${String(name)}`);
    return new MongoDocCollection<T>(this.db.collection<Document>(name), this.sweeper);
  }

  /** Removes expired documents now, where the store does it itself (no TTL indexes on the server); answers how many. */
  sweepExpired(now?: Date): Promise<number> {
    return this.sweeper.sweep(now);
  }

  async ping(): Promise<void> {
    await guard(this.db.command({ ping: 1 }));
  }

  async usage(): Promise<{ bytes: number }> {
    // Space allocated on disk for the database's data and its indexes (GridFS buckets live in it too).
    const stats = await guard(this.db.stats());
    return { bytes: Number(stats.storageSize ?? 0) + Number(stats.indexSize ?? 0) };
  }

  async close(): Promise<void> {
    this.sweeper.stop();
    await this.client.close();
  }
}

class MongoDocCollection<T extends Doc> implements Collection<T> {
  constructor(
    private readonly coll: MongoCollection<Document>,
    private readonly sweeper: ExpirySweeper,
  ) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const { sort, skip, limit, projection } = options;
    const cursor = this.coll.find(filter as MongoFilter<Document>, { sort, skip, limit, projection });
    return (await guard(cursor.toArray())) as unknown as T[];
  }

  async findPage(filter: Filter, options: PageQuery): Promise<{ docs: T[]; total: number }> {
    const [docs, total] = await Promise.all([this.find(filter, options), this.count(filter)]);
    return { docs, total };
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}): Promise<T | null> {
    const { sort, projection } = options;
    return (await guard(this.coll.findOne(filter as MongoFilter<Document>, { sort, projection }))) as T | null;
  }

  async count(filter: Filter = {}): Promise<number> {
    return guard(this.coll.countDocuments(filter as MongoFilter<Document>));
  }

  async insert(doc: T): Promise<T> {
    // A copy: the driver writes a generated _id into the object it is given.
    const toInsert = { ...doc, _id: doc._id ?? randomUUID() };
    await guard(this.coll.insertOne(toInsert as Document));
    return toInsert;
  }

  async update(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<number> {
    const keys = Object.keys(update);
    if (keys.length === 0 || keys.some((k) => !k.startsWith('$'))) {
      throw new StoreError('invalid', 'update() takes $set/$unset/$inc operators; use replace() for whole documents');
    }
    const body: Document = { ...update };
    // Left alone, an upsert whose filter names no _id would get an ObjectId; every _id here is a string.
    if (options.upsert && !hasIdEquality(filter)) body.$setOnInsert = { _id: randomUUID() };
    const f = filter as MongoFilter<Document>;
    const upsert = !!options.upsert;
    const result = await guard(options.multi ? this.coll.updateMany(f, body, { upsert }) : this.coll.updateOne(f, body, { upsert }));
    return result.matchedCount + result.upsertedCount;
  }

  async replace(filter: Filter, doc: T, options: { upsert?: boolean } = {}): Promise<number> {
    if (Object.keys(doc).some((k) => k.startsWith('$'))) throw new StoreError('invalid', 'replace() takes a document, not operators');
    // Mongo refuses a replacement whose _id differs from the matched one; the matched document keeps its own.
    const { _id, ...body } = doc;
    const f = filter as MongoFilter<Document>;
    const replaceFirst = async () => (await guard(this.coll.replaceOne(f, body))).matchedCount;
    return replaceOrInsert(filter, doc, !!options.upsert, replaceFirst, (d) => this.insert(d));
  }

  async delete(filter: Filter, options: { multi?: boolean } = {}): Promise<number> {
    const f = filter as MongoFilter<Document>;
    const result = await guard(options.multi ? this.coll.deleteMany(f) : this.coll.deleteOne(f));
    return result.deletedCount;
  }

  async ensureIndex(spec: IndexSpec): Promise<void> {
    // Mongo's TTL monitor runs about once a minute, so readers must still compare expiresAt with now.
    const unique = spec.unique ? { unique: true } : {};
    const seconds = spec.expireAfterSeconds;
    if (seconds === undefined) {
      await guard(this.coll.createIndex(spec.fields, unique));
      return;
    }
    try {
      await guard(this.coll.createIndex(spec.fields, { ...unique, expireAfterSeconds: seconds }));
    } catch (e) {
      if (!refusesTtl(e)) throw e;
      // A server without TTL indexes: a plain index for the readers, and the store removes expired documents itself.
      await guard(this.coll.createIndex(spec.fields, unique));
      const [field] = Object.keys(spec.fields);
      this.sweeper.add({ collection: this.coll, field, seconds });
    }
  }
}

function hasIdEquality(filter: Filter): boolean {
  const id = filter._id;
  return typeof id === 'string' || (typeof id === 'object' && id !== null && '$eq' in id);
}

/** MongoDB's NotImplemented, as a server without TTL indexes answers an index that asks for one. */
const refusesTtl = (e: unknown) => e instanceof MongoServerError && (e.code === 238 || /expireAfterSeconds.*not implemented/i.test(e.message));

/**
 * A unique index refusing a write: MongoDB's E11000 (code 11000), or, on FerretDB 1.x, an update that breaks one,
 * which it reports as its backend's constraint error (SQLite's or PostgreSQL's) without that code.
 */
const isDuplicate = (e: unknown) =>
  e instanceof MongoServerError && (e.code === 11000 || /UNIQUE constraint failed|duplicate key value violates unique constraint/.test(e.message));

async function guard<R>(pending: Promise<R>): Promise<R> {
  try {
    return await pending;
  } catch (e) {
    if (isDuplicate(e)) {
      throw Object.assign(new StoreError('duplicate', (e as MongoServerError).message), { cause: e });
    }
    if (e instanceof MongoNetworkError || e instanceof MongoServerSelectionError) {
      throw Object.assign(new StoreError('unavailable', e.message), { cause: e });
    }
    throw e;
  }
}
