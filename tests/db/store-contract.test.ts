// One behavioural contract for the store port, run against every adapter we ship.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeStore, getStore } from '@/lib/db';
import { DEFAULT_DB_NAME, dbNameFromUri, openMongoStore } from '@/lib/db/mongo-adapter';
import { openEmbeddedStore } from '@/lib/db/nedb-adapter';
import { StoreError, type Doc, type Filter, type Store, type Update } from '@/lib/db/port';
import { acquireLease, releaseLease } from '@/lib/jobs/lease';

interface Backend {
  /** Opens a store on the same backing data every time, so reopening proves persistence. */
  open(): Promise<Store>;
  /** Empties the backing data (documents and indexes) before each test. */
  reset(): Promise<void>;
  dispose(): Promise<void>;
}

const people: Doc[] = [
  { _id: 'a', name: 'Ann', age: 30, city: 'Leeds', nickname: 'annie', address: { postcode: 'LS1', country: 'UK' } },
  { _id: 'b', name: 'Bob', age: 25, city: 'York', address: { postcode: 'YO1', country: 'UK' } },
  { _id: 'c', name: 'Cat', age: 35, city: 'Leeds', nickname: null, address: { postcode: 'P1', country: 'FR' } },
  { _id: 'd', name: 'Dan', age: 25, city: 'Hull', nickname: 'd', address: { postcode: 'HU1', country: 'UK' } },
];

const isDuplicate = (e: unknown) => e instanceof StoreError && e.code === 'duplicate';

function storeContract(makeBackend: () => Backend) {
  let backend: Backend;
  let store: Store;
  const coll = () => store.collection('auditLog');
  const seed = async () => {
    for (const p of people) await coll().insert(structuredClone(p));
  };
  const ids = async (filter: Filter) => (await coll().find(filter, { sort: { _id: 1 } })).map((d) => d._id);

  beforeAll(() => {
    backend = makeBackend();
  });
  afterAll(async () => backend.dispose());
  beforeEach(async () => {
    await backend.reset();
    store = await backend.open();
  });
  afterEach(async () => store?.close());

  it('answers ping, inserts and finds one, and answers null when nothing matches', async () => {
    await store.ping();
    const inserted = await coll().insert({ _id: 'x', n: 1 });
    expect(inserted).toEqual({ _id: 'x', n: 1 });
    expect(await coll().findOne({ _id: 'x' })).toEqual({ _id: 'x', n: 1 });
    expect(await coll().findOne({ _id: 'nope' })).toBeNull();
  });

  it('reports how much room its documents take, as a whole number of bytes', async () => {
    const before = await store.usage();
    expect(Number.isInteger(before.bytes) && before.bytes >= 0).toBe(true);
    const text = 'x'.repeat(10_000);
    for (let i = 0; i < 30; i += 1) await coll().insert({ _id: `big-${i}`, text });
    const after = await store.usage();
    expect(Number.isInteger(after.bytes)).toBe(true);
    // MongoDB counts space allocated on disk, which grows at its next checkpoint; the embedded files grow at once.
    if (store.kind === 'embedded') expect(after.bytes).toBeGreaterThanOrEqual(before.bytes + 300_000);
    else expect(after.bytes).toBeGreaterThanOrEqual(before.bytes);
  });

  it('gives a job lease to one holder at a time: renewed by its holder, taken by another once lapsed or released', async () => {
    expect(await acquireLease(store, 'job:x', 1000, 0, 'one')).toBe(true);
    expect(await acquireLease(store, 'job:x', 1000, 500, 'two')).toBe(false);
    expect(await acquireLease(store, 'job:x', 1000, 900, 'one')).toBe(true);
    expect(await acquireLease(store, 'job:x', 1000, 1800, 'two')).toBe(false);
    expect(await acquireLease(store, 'job:x', 1000, 1900, 'two')).toBe(true);
    // Both servers asking at the same moment for a lapsed lease: exactly one wins.
    const race = await Promise.all([acquireLease(store, 'job:y', 1000, 0, 'one'), acquireLease(store, 'job:y', 1000, 0, 'two')]);
    expect(race.filter(Boolean)).toHaveLength(1);
    await releaseLease(store, 'job:x', 'one');
    expect(await acquireLease(store, 'job:x', 1000, 2000, 'one')).toBe(false);
    await releaseLease(store, 'job:x', 'two');
    expect(await acquireLease(store, 'job:x', 1000, 2000, 'one')).toBe(true);
  });

  it('generates a string _id when the caller gives none', async () => {
    const doc = await coll().insert({ n: 1 } as unknown as Doc);
    expect(typeof doc._id).toBe('string');
    expect(await coll().findOne({ _id: doc._id })).toMatchObject({ n: 1 });
  });

  it.each<[string, Filter, string[]]>([
    ['equality', { city: 'Leeds' }, ['a', 'c']],
    ['$eq', { age: { $eq: 25 } }, ['b', 'd']],
    ['$ne', { city: { $ne: 'Leeds' } }, ['b', 'd']],
    ['$in', { city: { $in: ['York', 'Hull'] } }, ['b', 'd']],
    ['$nin', { city: { $nin: ['York', 'Hull'] } }, ['a', 'c']],
    ['$gt', { age: { $gt: 30 } }, ['c']],
    ['$gte', { age: { $gte: 30 } }, ['a', 'c']],
    ['$lt', { age: { $lt: 30 } }, ['b', 'd']],
    ['$lte', { age: { $lte: 30 } }, ['a', 'b', 'd']],
    ['a range', { age: { $gte: 25, $lt: 35 } }, ['a', 'b', 'd']],
    ['$exists true (null counts as present)', { nickname: { $exists: true } }, ['a', 'c', 'd']],
    ['$exists false', { nickname: { $exists: false } }, ['b']],
    ['$regex with a RegExp', { name: { $regex: /^a/i } }, ['a']],
    ['a bare RegExp', { name: /n$/ }, ['a', 'd']],
    ['$and', { $and: [{ city: 'Leeds' }, { age: { $gt: 30 } }] }, ['c']],
    ['$or', { $or: [{ city: 'York' }, { age: 35 }] }, ['b', 'c']],
    ['a dotted path', { 'address.country': 'UK' }, ['a', 'b', 'd']],
    ['an operator on a dotted path', { 'address.postcode': { $regex: /^LS/ } }, ['a']],
    ['null equality (missing or null)', { nickname: null }, ['b', 'c']],
    ['$ne null (present and not null)', { nickname: { $ne: null } }, ['a', 'd']],
    ['$eq null', { nickname: { $eq: null } }, ['b', 'c']],
    ['$in with null', { nickname: { $in: [null, 'd'] } }, ['b', 'c', 'd']],
    ['$eq beside another operator', { age: { $eq: 25, $in: [25, 30] } }, ['b', 'd']],
  ])('filters with %s', async (_label, filter, expected) => {
    await seed();
    expect(await ids(filter)).toEqual(expected);
  });

  // $nin on an array field differs (NeDB matches when any one element is outside the list), so
  // "none of its elements" is asked position by position, where elements are plain values.
  it('matches array fields by element with $in, by position with $exists and $nin', async () => {
    await coll().insert({ _id: 'none', tags: [] });
    await coll().insert({ _id: 'one', tags: ['x'] });
    await coll().insert({ _id: 'two', tags: ['y', 'z'] });
    await coll().insert({ _id: 'absent' });
    expect(await ids({ tags: { $in: ['x', 'z'] } })).toEqual(['one', 'two']);
    expect(await ids({ 'tags.0': { $exists: false } })).toEqual(['absent', 'none']);
    expect(await ids({ $or: [{ 'tags.0': { $exists: false } }, { tags: { $in: ['y'] } }] })).toEqual(['absent', 'none', 'two']);
    const noneOf = (list: string[]) => ({ 'tags.0': { $exists: true, $nin: list }, 'tags.1': { $nin: list }, 'tags.2': { $nin: list } });
    expect(await ids(noneOf(['z']))).toEqual(['one']);
    expect(await ids(noneOf(['y']))).toEqual(['one']);
    expect(await ids(noneOf(['w']))).toEqual(['one', 'two']);
  });

  it('compares and round-trips dates', async () => {
    const past = new Date('2020-01-01T00:00:00Z');
    await coll().insert({ _id: 'old', at: past });
    await coll().insert({ _id: 'new', at: new Date('2030-01-01T00:00:00Z') });
    expect(await ids({ at: { $lt: new Date('2025-01-01T00:00:00Z') } })).toEqual(['old']);
    const found = await coll().findOne({ _id: 'old' });
    expect(found?.at).toBeInstanceOf(Date);
    expect((found?.at as Date).getTime()).toBe(past.getTime());
  });

  it('sorts ascending, descending and by several keys, then skips and limits', async () => {
    await seed();
    const order = async (sort: Record<string, 1 | -1>, skip?: number, limit?: number) =>
      (await coll().find({}, { sort, skip, limit })).map((d) => d._id);
    expect(await order({ name: 1 })).toEqual(['a', 'b', 'c', 'd']);
    expect(await order({ name: -1 })).toEqual(['d', 'c', 'b', 'a']);
    expect(await order({ age: 1, name: -1 })).toEqual(['d', 'b', 'a', 'c']);
    expect(await order({ age: -1, _id: 1 })).toEqual(['c', 'a', 'b', 'd']);
    expect(await order({ name: 1 }, 1, 2)).toEqual(['b', 'c']);
    expect(await order({ name: 1 }, 3)).toEqual(['d']);
    expect(await order({ name: 1 }, 0, 1)).toEqual(['a']);
  });

  it('answers a sorted page with the number of matches in all, projected, and leaves the stored documents as they were', async () => {
    await seed();
    const page = await coll().findPage({ address: { $exists: true } }, { sort: { age: 1, name: -1 }, skip: 1, limit: 2, projection: { name: 1 } });
    expect(page).toEqual({ docs: [{ _id: 'b', name: 'Bob' }, { _id: 'a', name: 'Ann' }], total: 4 });
    expect(await coll().findPage({ city: 'Leeds' }, { sort: { name: -1 }, limit: 1 })).toEqual({ docs: [people[2]], total: 2 });
    expect(await coll().findPage({ city: 'Paris' }, { sort: { name: 1 }, limit: 5 })).toEqual({ docs: [], total: 0 });
    expect(await coll().findPage({}, { sort: { name: 1 }, skip: 10, limit: 5 })).toEqual({ docs: [], total: 4 });
    // Many matches and an early page: the same order as a full sort, ties broken by the next key.
    const many = Array.from({ length: 60 }, (_, i) => ({ _id: `m${String(i).padStart(2, '0')}`, group: 'many', rank: (i * 7) % 13, label: `L${(i * 11) % 60}` }));
    for (const doc of many) await coll().insert(doc);
    const expected = [...many].sort((a, b) => b.rank - a.rank || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)).map((d) => d._id);
    for (const [skip, limit] of [[0, 3], [4, 5], [50, 20]]) {
      const result = await coll().findPage({ group: 'many' }, { sort: { rank: -1, label: 1 }, skip, limit });
      expect(result.total).toBe(60);
      expect(result.docs.map((d) => d._id)).toEqual(expected.slice(skip, skip + limit));
    }
    expect(await coll().findOne({ _id: 'a' })).toEqual(people[0]);
  });

  it('projects by inclusion and by exclusion, in find and findOne', async () => {
    await seed();
    expect(await coll().find({ _id: 'a' }, { projection: { name: 1 } })).toEqual([{ _id: 'a', name: 'Ann' }]);
    expect(await coll().find({ _id: 'a' }, { projection: { name: 1, _id: 0 } })).toEqual([{ name: 'Ann' }]);
    expect(await coll().find({ _id: 'b' }, { projection: { address: 0, age: 0 } })).toEqual([{ _id: 'b', name: 'Bob', city: 'York' }]);
    const oldest = await coll().findOne({ city: 'Leeds' }, { sort: { age: -1 }, projection: { name: 1 } });
    expect(oldest).toEqual({ _id: 'c', name: 'Cat' });
  });

  it('counts', async () => {
    await seed();
    expect(await coll().count()).toBe(4);
    expect(await coll().count({ city: 'Leeds' })).toBe(2);
    expect(await coll().count({ city: 'Paris' })).toBe(0);
  });

  it('updates with $set, $unset and $inc, the first match only unless multi', async () => {
    await seed();
    const n = await coll().update({ _id: 'a' }, { $set: { city: 'York', 'address.country': 'IE' }, $inc: { age: 1 }, $unset: { nickname: true } });
    expect(n).toBe(1);
    expect(await coll().findOne({ _id: 'a' })).toEqual({ _id: 'a', name: 'Ann', age: 31, city: 'York', address: { postcode: 'LS1', country: 'IE' } });
    expect(await coll().update({ age: 25 }, { $set: { flag: true } })).toBe(1);
    expect(await coll().count({ flag: true })).toBe(1);
    expect(await coll().update({ 'address.country': 'UK' }, { $set: { flag: true } }, { multi: true })).toBe(2);
    expect(await coll().count({ flag: true })).toBe(2);
    expect(await coll().update({ _id: 'none' }, { $set: { flag: true } })).toBe(0);
    await expect(coll().update({ _id: 'a' }, { name: 'x' } as unknown as Update)).rejects.toMatchObject({ code: 'invalid' });
  });

  it('upserts from the filter and the update, with a string _id', async () => {
    expect(await coll().update({ _id: 'z' }, { $set: { name: 'Zed' }, $inc: { hits: 1 } }, { upsert: true })).toBe(1);
    expect(await coll().update({ _id: 'z' }, { $set: { name: 'Zed' }, $inc: { hits: 1 } }, { upsert: true })).toBe(1);
    expect(await coll().find({})).toEqual([{ _id: 'z', name: 'Zed', hits: 2 }]);
    expect(await coll().update({ key: 'k1' }, { $inc: { n: 1 } }, { upsert: true })).toBe(1);
    const made = await coll().findOne({ key: 'k1' });
    expect(made).toMatchObject({ key: 'k1', n: 1 });
    expect(typeof made?._id).toBe('string');
  });

  it('supports optimistic concurrency through a version in the filter', async () => {
    await coll().insert({ _id: 'p', version: 3, title: 'Old' });
    const bump = { $set: { title: 'New' }, $inc: { version: 1 } };
    expect(await coll().update({ _id: 'p', version: 3 }, bump)).toBe(1);
    expect(await coll().update({ _id: 'p', version: 3 }, { $set: { title: 'Stale' }, $inc: { version: 1 } })).toBe(0);
    expect(await coll().findOne({ _id: 'p' })).toEqual({ _id: 'p', version: 4, title: 'New' });
  });

  it('replaces a whole document, keeping the matched _id, and upserts on request', async () => {
    await seed();
    expect(await coll().replace({ _id: 'a' }, { _id: 'a', name: 'Ann2' })).toBe(1);
    expect(await coll().findOne({ _id: 'a' })).toEqual({ _id: 'a', name: 'Ann2' });
    expect(await coll().replace({ name: 'Bob' }, { _id: 'other', name: 'Bobby' })).toBe(1);
    expect(await coll().findOne({ _id: 'b' })).toEqual({ _id: 'b', name: 'Bobby' });
    expect(await coll().findOne({ _id: 'other' })).toBeNull();
    expect(await coll().replace({ _id: 'new' }, { _id: 'new', name: 'N' })).toBe(0);
    expect(await coll().findOne({ _id: 'new' })).toBeNull();
    expect(await coll().replace({ _id: 'new' }, { _id: 'new', name: 'N' }, { upsert: true })).toBe(1);
    expect(await coll().findOne({ _id: 'new' })).toEqual({ _id: 'new', name: 'N' });
  });

  it('deletes one match, or all with multi', async () => {
    await seed();
    expect(await coll().delete({ city: 'Leeds' })).toBe(1);
    expect(await coll().count()).toBe(3);
    expect(await coll().delete({ age: 25 }, { multi: true })).toBe(2);
    expect(await coll().delete({ _id: 'none' })).toBe(0);
    expect(await coll().count()).toBe(1);
  });

  it('enforces unique indexes, compound ones per combination, with StoreError duplicate', async () => {
    const pages = store.collection('pages');
    await pages.ensureIndex({ fields: { domainId: 1, slug: 1 }, unique: true });
    await pages.ensureIndex({ fields: { domainId: 1, slug: 1 }, unique: true }); // idempotent
    await pages.insert({ _id: '1', domainId: 'd1', slug: 'home' });
    await pages.insert({ _id: '2', domainId: 'd2', slug: 'home' });
    await expect(pages.insert({ _id: '3', domainId: 'd1', slug: 'home' })).rejects.toSatisfy(isDuplicate);
    await expect(pages.insert({ _id: '1', domainId: 'd9', slug: 'x' })).rejects.toSatisfy(isDuplicate);
    await expect(pages.update({ _id: '2' }, { $set: { domainId: 'd1' } })).rejects.toSatisfy(isDuplicate);
    expect(await pages.findOne({ _id: '2' })).toEqual({ _id: '2', domainId: 'd2', slug: 'home' });
    expect(await pages.count()).toBe(2);

    const users = store.collection('users');
    await users.ensureIndex({ fields: { usernameLower: 1 }, unique: true });
    await users.insert({ _id: 'u1', usernameLower: 'ann' });
    await expect(users.insert({ _id: 'u2', usernameLower: 'ann' })).rejects.toSatisfy(isDuplicate);
  });

  it('accepts TTL indexes and keeps documents that have not expired', async () => {
    const sessions = store.collection('sessions');
    await sessions.ensureIndex({ fields: { expiresAt: 1 }, expireAfterSeconds: 0 });
    await sessions.insert({ _id: 'live', expiresAt: new Date(Date.now() + 3_600_000) });
    await sessions.insert({ _id: 'dead', expiresAt: new Date(Date.now() - 1000) });
    expect(await sessions.findOne({ _id: 'live' })).not.toBeNull();
    // MongoDB's TTL monitor runs about once a minute, so only NeDB (which drops on read) can be checked here.
    if (store.kind === 'embedded') expect(await sessions.findOne({ _id: 'dead' })).toBeNull();
  });

  it('returns plain documents that callers may mutate without touching the store', async () => {
    const input = { _id: 'm', name: 'M', nested: { list: [1, 2], deep: { v: 'x' } } };
    const returned = await coll().insert(input);
    input.nested.list.push(3);
    returned.name = 'changed';
    const found = (await coll().find({ _id: 'm' }))[0];
    expect(Object.getPrototypeOf(found)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(found))).toEqual(found);
    expect(found).toEqual({ _id: 'm', name: 'M', nested: { list: [1, 2], deep: { v: 'x' } } });
    (found.nested as { deep: { v: string } }).deep.v = 'mutated';
    const one = await coll().findOne({ _id: 'm' });
    one!.name = 'mutated';
    expect(await coll().findOne({ _id: 'm' })).toEqual({ _id: 'm', name: 'M', nested: { list: [1, 2], deep: { v: 'x' } } });
  });

  it('keeps data and indexes across closing and reopening', async () => {
    await seed();
    await coll().update({ _id: 'a' }, { $set: { city: 'Bath' } });
    await coll().delete({ _id: 'b' });
    const pages = store.collection('pages');
    await pages.ensureIndex({ fields: { domainId: 1, slug: 1 }, unique: true });
    await pages.insert({ _id: '1', domainId: 'd1', slug: 'home' });
    await store.close();
    store = await backend.open();
    expect(await ids({})).toEqual(['a', 'c', 'd']);
    expect(await coll().findOne({ _id: 'a' })).toMatchObject({ city: 'Bath' });
    await expect(store.collection('pages').insert({ _id: '2', domainId: 'd1', slug: 'home' })).rejects.toSatisfy(isDuplicate);
  });
}

describe('embedded (NeDB) adapter', () => {
  storeContract(() => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'store-contract-'));
    const dir = path.join(root, 'data');
    return {
      open: () => openEmbeddedStore(dir),
      reset: async () => fs.rmSync(dir, { recursive: true, force: true }),
      dispose: async () => fs.rmSync(root, { recursive: true, force: true }),
    };
  });
});

const mongoUri = process.env.MONGODB_URI;
describe.skipIf(!mongoUri)(mongoUri ? 'MongoDB adapter' : 'MongoDB adapter (skipped: MONGODB_URI not set)', () => {
  storeContract(() => {
    const uri = mongoUri as string;
    const dbName = `cs_test_${Date.now().toString(36)}_${process.pid}`;
    const admin = new MongoClient(uri);
    return {
      open: () => openMongoStore(uri, { dbName }),
      reset: async () => void (await admin.db(dbName).dropDatabase()),
      dispose: async () => {
        await admin.db(dbName).dropDatabase();
        await admin.close();
      },
    };
  });
});

describe.skipIf(!mongoUri)('MongoDB adapter: expiry', () => {
  it('has expired documents removed: by the TTL monitor where the server has TTL indexes, by the store itself where not', async () => {
    const uri = mongoUri as string;
    const dbName = `cs_ttl_${Date.now().toString(36)}_${process.pid}`;
    const store = await openMongoStore(uri, { dbName });
    const admin = new MongoClient(uri);
    try {
      const sessions = store.collection('sessions');
      await sessions.ensureIndex({ fields: { expiresAt: 1 }, expireAfterSeconds: 0 });
      await sessions.insert({ _id: 'live', expiresAt: new Date(Date.now() + 3_600_000) });
      await sessions.insert({ _id: 'dead', expiresAt: new Date(Date.now() - 1000) });
      const indexes = await admin.db(dbName).collection('sessions').indexes();
      const serverHasTtl = indexes.some((index) => index.expireAfterSeconds !== undefined);
      const removed = await (store as unknown as { sweepExpired: () => Promise<number> }).sweepExpired();
      // With TTL on the server the store leaves it to the monitor (about once a minute) and removes nothing itself.
      expect(removed).toBe(serverHasTtl ? 0 : 1);
      if (!serverHasTtl) expect(await sessions.findOne({ _id: 'dead' })).toBeNull();
      expect(await sessions.findOne({ _id: 'live' })).not.toBeNull();
      // Unique indexes stay unique on such a server, for inserts and for updates alike.
      const users = store.collection('users');
      await users.ensureIndex({ fields: { usernameLower: 1 }, unique: true });
      await users.insert({ _id: 'a', usernameLower: 'ann' });
      await users.insert({ _id: 'b', usernameLower: 'bea' });
      await expect(users.update({ _id: 'b' }, { $set: { usernameLower: 'ann' } })).rejects.toMatchObject({ code: 'duplicate' });
    } finally {
      await admin.db(dbName).dropDatabase();
      await admin.close();
      await store.close();
    }
  });
});

describe('MongoDB adapter, needing no server', () => {
  it('reports an unreachable server as StoreError unavailable', async () => {
    await expect(openMongoStore('mongodb://127.0.0.1:1/?serverSelectionTimeoutMS=200')).rejects.toMatchObject({ code: 'unavailable' });
  });

  it.each([
    ['mongodb://localhost:27017/site?replicaSet=rs0', 'site'],
    ['mongodb+srv://u:p%2F@cluster.example.net/prod', 'prod'],
    ['mongodb://h1:27017,h2:27017/?w=majority', DEFAULT_DB_NAME],
    ['mongodb://localhost', DEFAULT_DB_NAME],
  ])('takes the database name from the path of %s', (uri, expected) => {
    expect(dbNameFromUri(uri)).toBe(expected);
  });
});

describe('getStore()', () => {
  it('refuses to open the store during next build', async () => {
    const saved = process.env.NEXT_PHASE;
    process.env.NEXT_PHASE = 'phase-production-build';
    try {
      await expect(getStore()).rejects.toThrow(/next build/);
    } finally {
      if (saved === undefined) delete process.env.NEXT_PHASE;
      else process.env.NEXT_PHASE = saved;
    }
  });

  it('opens one shared embedded store with the indexes in place, until closeStore()', async () => {
    const saved = { DATA_DIR: process.env.DATA_DIR, MONGODB_URI: process.env.MONGODB_URI };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-global-'));
    process.env.DATA_DIR = dir;
    delete process.env.MONGODB_URI;
    try {
      const [first, second] = await Promise.all([getStore(), getStore()]);
      expect(first).toBe(second);
      expect(first.kind).toBe('embedded');
      const users = first.collection('users');
      await users.insert({ _id: 'u1', usernameLower: 'ann', emailLower: 'a@x' });
      await expect(users.insert({ _id: 'u2', usernameLower: 'ann', emailLower: 'b@x' })).rejects.toSatisfy(isDuplicate);
      await closeStore();
      const third = await getStore();
      expect(third).not.toBe(first);
      expect(await third.collection('users').count()).toBe(1);
    } finally {
      await closeStore();
      for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k]; else process.env[k] = v;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
