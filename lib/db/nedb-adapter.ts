// The embedded adapter: one NeDB datafile per collection under a directory, for a single process.
import { replaceOrInsert } from './replace-or-insert';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import Cursor from '@seald-io/nedb/lib/cursor.js';
import { compareThings, getDotValue } from '@seald-io/nedb/lib/model.js';
import {
  collectionNames,
  StoreError,
  type Collection,
  type CollectionName,
  type Doc,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type PageQuery,
  type Sort,
  type Store,
  type Update,
  type UpdateOptions,
} from './port';

type Nedb = Datastore<Record<string, unknown>>;

// NeDB only appends; loading rewrites the file, but a long-lived server also needs an occasional rewrite.
const COMPACT_EVERY_MS = 60 * 60 * 1000;

/** Opens (creating if needed) an embedded store in `dir`. Only one process may open a directory. */
export async function openEmbeddedStore(dir: string): Promise<Store> {
  mkdirSync(dir, { recursive: true });
  return new EmbeddedStore(dir);
}

class EmbeddedStore implements Store {
  readonly kind = 'embedded' as const;
  private readonly datastores = new Map<CollectionName, Nedb>();
  private readonly timer: ReturnType<typeof setInterval>;
  private closed = false;

  constructor(private readonly dir: string) {
    this.timer = setInterval(() => void this.compactAll(), COMPACT_EVERY_MS);
    // A forgotten close() in a script must not keep the process alive.
    this.timer.unref();
  }

  collection<T extends Doc = Doc>(name: CollectionName): Collection<T> {
    // The name becomes a file name: never let anything else through.
    if (!collectionNames.includes(name)) throw new StoreError('invalid', `Unknown collection ${String(name)}`);
    return new EmbeddedCollection<T>(() => this.datastore(name));
  }

  async ping(): Promise<void> {
    await (await this.datastore('domains')).countAsync({});
  }

  async usage(): Promise<{ bytes: number }> {
    if (this.closed) throw new StoreError('unavailable', 'The embedded store is closed');
    // One datafile per collection; a collection never used has none yet.
    const sizes = await Promise.all(
      collectionNames.map((name) =>
        stat(path.join(this.dir, `${name}.db`)).then(
          (file) => file.size,
          (error: NodeJS.ErrnoException) => {
            if (error.code === 'ENOENT') return 0;
            throw error;
          },
        ),
      ),
    );
    return { bytes: sizes.reduce((sum, size) => sum + size, 0) };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    await this.compactAll();
    this.datastores.clear();
  }

  private async datastore(name: CollectionName): Promise<Nedb> {
    if (this.closed) throw new StoreError('unavailable', 'The embedded store is closed');
    let ds = this.datastores.get(name);
    if (!ds) {
      // Without an onload handler NeDB rethrows a load failure as an unhandled rejection; we surface it
      // through autoloadPromise on every call instead.
      ds = new Datastore({ filename: path.join(this.dir, `${name}.db`), autoload: true, onload: () => {} });
      this.datastores.set(name, ds);
    }
    await ds.autoloadPromise;
    return ds;
  }

  private async compactAll(): Promise<void> {
    await Promise.all(
      [...this.datastores.values()].map((ds) =>
        // A datastore that failed to load has nothing to compact (and its queue would never run).
        (ds.autoloadPromise ?? Promise.resolve()).then(
          () => ds.compactDatafileAsync(),
          () => undefined,
        ),
      ),
    ).catch(() => undefined);
  }
}

class EmbeddedCollection<T extends Doc> implements Collection<T> {
  constructor(private readonly ds: () => Promise<Nedb>) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const db = await this.ds();
    if (options.sort && options.limit) return (await this.sortedPage(db, toNedbFilter(filter), options as PageQuery)).docs;
    let cursor = db.findAsync(toNedbFilter(filter), options.projection ?? {});
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    // NeDB hands back deep copies, so callers may mutate results freely.
    return (await guard(cursor)) as unknown as T[];
  }

  async findPage(filter: Filter, options: PageQuery): Promise<{ docs: T[]; total: number }> {
    return this.sortedPage(await this.ds(), toNedbFilter(filter), options);
  }

  /**
   * One sorted page of a large result, and how many match. NeDB's own find copies every match (and its
   * projection rebuilds each one) before sorting, and its sort reads every key again for each comparison: for
   * 10,000 matches that is tens of milliseconds. Here the matches are read in place (a cursor without a copy,
   * run in NeDB's queue like any read, and never modified), their sort keys once, compared with NeDB's own
   * ordering; only the page's documents are then fetched, as copies.
   */
  private async sortedPage(db: Nedb, query: Filter, options: PageQuery): Promise<{ docs: T[]; total: number }> {
    const fields = Object.keys(options.sort);
    const matches = (await guard(new Cursor(db, query).execAsync())) as Record<string, unknown>[];
    const compareStrings = (db as unknown as { compareStrings?: (a: string, b: string) => number }).compareStrings;
    const rows = matches.map((doc) => ({ _id: doc._id as string, values: fields.map((f) => getDotValue(doc, f)) }));
    const compare = (a: (typeof rows)[number], b: (typeof rows)[number]) => {
      for (let i = 0; i < fields.length; i++) {
        const order = options.sort[fields[i]] * compareThings(a.values[i], b.values[i], compareStrings);
        if (order !== 0) return order;
      }
      return 0;
    };
    const end = (options.skip ?? 0) + options.limit;
    const ids = firstInOrder(rows, end, compare)
      .slice(options.skip ?? 0, end)
      .map((row) => row._id);
    if (ids.length === 0) return { docs: [], total: rows.length };
    const docs = await guard(db.findAsync({ _id: { $in: ids } }, options.projection ?? {}));
    const byId = new Map(docs.map((doc) => [doc._id as string, doc]));
    // A document deleted between the two reads is left out.
    return { docs: ids.flatMap((id) => (byId.has(id) ? [byId.get(id)] : [])) as unknown as T[], total: rows.length };
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}): Promise<T | null> {
    const db = await this.ds();
    let cursor = db.findOneAsync(toNedbFilter(filter), options.projection ?? {});
    if (options.sort) cursor = cursor.sort(options.sort);
    return ((await guard(cursor)) ?? null) as unknown as T | null;
  }

  async count(filter: Filter = {}): Promise<number> {
    const db = await this.ds();
    return (await guard(db.countAsync(toNedbFilter(filter)))) as unknown as number;
  }

  async insert(doc: T): Promise<T> {
    const db = await this.ds();
    const withId = doc._id === undefined || doc._id === null ? { ...doc, _id: randomUUID() } : doc;
    return (await guard(db.insertAsync(withId))) as unknown as T;
  }

  async update(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<number> {
    assertOperators(update);
    const db = await this.ds();
    const { numAffected } = await guard(
      db.updateAsync(toNedbFilter(filter), update, { multi: !!options.multi, upsert: !!options.upsert }),
    );
    return numAffected;
  }

  async replace(filter: Filter, doc: T, options: { upsert?: boolean } = {}): Promise<number> {
    assertNoOperators(doc);
    const db = await this.ds();
    const query = toNedbFilter(filter);
    // NeDB refuses a replacement that carries a different _id; the matched document keeps its own.
    const { _id, ...body } = doc;
    const replaceFirst = async () => (await guard(db.updateAsync(query, body, { multi: false }))).numAffected;
    return replaceOrInsert(filter, doc, !!options.upsert, replaceFirst, (d) => this.insert(d));
  }

  async delete(filter: Filter, options: { multi?: boolean } = {}): Promise<number> {
    const db = await this.ds();
    return guard(db.removeAsync(toNedbFilter(filter), { multi: !!options.multi }));
  }

  async ensureIndex(spec: IndexSpec): Promise<void> {
    const db = await this.ds();
    const fields = Object.keys(spec.fields);
    // NeDB only removes expired documents when a query reads them; that is enough because readers see none.
    await guard(
      db.ensureIndexAsync({
        fieldName: fields.length === 1 ? fields[0] : fields,
        unique: !!spec.unique,
        ...(spec.expireAfterSeconds === undefined ? {} : { expireAfterSeconds: spec.expireAfterSeconds }),
      }),
    );
  }
}

/**
 * The first `count` items in order: a full sort when that is most of them, else one pass keeping the best
 * `count` in a sorted buffer (early pages of a large result compare each item with a few, not log n times).
 */
function firstInOrder<R>(items: R[], count: number, compare: (a: R, b: R) => number): R[] {
  if (count * 4 >= items.length) return items.sort(compare).slice(0, count);
  const best: R[] = [];
  for (const item of items) {
    if (best.length === count && compare(item, best[count - 1]) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(item, best[middle]) < 0) high = middle;
      else low = middle + 1;
    }
    best.splice(low, 0, item);
    if (best.length > count) best.pop();
  }
  return best;
}

async function guard<R>(pending: PromiseLike<R>): Promise<R> {
  try {
    return await pending;
  } catch (e) {
    if ((e as { errorType?: string } | null)?.errorType === 'uniqueViolated') {
      throw Object.assign(new StoreError('duplicate', (e as Error).message), { cause: e });
    }
    throw e;
  }
}

function assertOperators(update: Update): void {
  const keys = Object.keys(update);
  if (keys.length === 0 || keys.some((k) => !k.startsWith('$'))) {
    throw new StoreError('invalid', 'update() takes $set/$unset/$inc operators; use replace() for whole documents');
  }
}

function assertNoOperators(doc: Doc): void {
  if (Object.keys(doc).some((k) => k.startsWith('$'))) throw new StoreError('invalid', 'replace() takes a document, not operators');
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof RegExp) && !(v instanceof Date);

/**
 * Rewrites a Mongo filter into one NeDB evaluates the same way. NeDB lacks `$eq`, and its null handling differs:
 * in Mongo `{f: null}` (and `$in: [null]`) also match a missing field while `{$ne: null}` (and `$nin: [null]`) do not.
 */
export function toNedbFilter(filter: Filter): Filter {
  const out: Filter = {};
  const extra: Filter[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if ((key === '$and' || key === '$or') && Array.isArray(value)) {
      out[key] = value.map((f) => toNedbFilter(f as Filter));
      continue;
    }
    if (key.startsWith('$')) {
      out[key] = value;
      continue;
    }
    const clauses = fieldClauses(key, value);
    if (clauses.length === 1 && Object.keys(clauses[0]).length === 1 && key in clauses[0]) out[key] = clauses[0][key];
    else extra.push(...clauses);
  }
  if (extra.length > 0) out.$and = [...((out.$and as Filter[] | undefined) ?? []), ...extra];
  return out;
}

function fieldClauses(key: string, value: unknown): Filter[] {
  const missing = { [key]: { $exists: false } };
  if (value === null) return [{ $or: [{ [key]: null }, missing] }];
  const isOperators = isPlainObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((k) => k.startsWith('$'));
  if (!isOperators) return [{ [key]: value }];

  const ops: Record<string, unknown> = { ...value };
  const clauses: Filter[] = [];
  if ('$eq' in ops) {
    clauses.push(...fieldClauses(key, ops.$eq));
    delete ops.$eq;
  }
  if (Array.isArray(ops.$in) && ops.$in.includes(null)) {
    clauses.push({ $or: [{ [key]: { $in: ops.$in } }, missing] });
    delete ops.$in;
  }
  if (ops.$ne === null || (Array.isArray(ops.$nin) && ops.$nin.includes(null))) clauses.push({ [key]: { $exists: true } });
  if (Object.keys(ops).length > 0) clauses.push({ [key]: ops });
  return clauses;
}
