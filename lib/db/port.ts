// The document-store port: everything outside lib/db talks to this, never to a driver.
// Filters use only the Mongo operators both adapters support (proved by the contract suite):
// equality, $eq $ne $in $nin $gt $gte $lt $lte $exists $regex (RegExp values), $and $or, dotted paths;
// on array fields $in matches by element and `'field.0': { $exists }` tells an empty (or missing) array apart;
// $nin on a whole array differs between adapters, so ask it of each position (`'field.1': { $nin }`).

export type Doc = { _id: string } & Record<string, unknown>;
export type Filter = Record<string, unknown>;
export type Sort = Record<string, 1 | -1>;
export type Projection = Record<string, 0 | 1>;

export interface FindOptions {
  sort?: Sort;
  skip?: number;
  limit?: number;
  projection?: Projection;
}

/** An update made of `$set`/`$unset`/`$inc` operators (a whole replacement is `replace()`). */
export type Update = {
  $set?: Record<string, unknown>;
  $unset?: Record<string, true | '' | 1>;
  $inc?: Record<string, number>;
};

export interface UpdateOptions {
  /** Insert when nothing matches (the filter's equality fields plus $set become the document). */
  upsert?: boolean;
  /** Update every match instead of the first. */
  multi?: boolean;
}

export interface IndexSpec {
  fields: Record<string, 1 | -1>;
  unique?: boolean;
  /** Seconds after the date in the (single) indexed field at which the document is removed. */
  expireAfterSeconds?: number;
}

/** A page of a sorted result. */
export type PageQuery = FindOptions & { sort: Sort; limit: number };

export interface Collection<T extends Doc = Doc> {
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  /** One sorted page and how many documents match in all (the embedded store reads the matches once for both). */
  findPage(filter: Filter, options: PageQuery): Promise<{ docs: T[]; total: number }>;
  findOne(filter: Filter, options?: Pick<FindOptions, 'projection' | 'sort'>): Promise<T | null>;
  count(filter?: Filter): Promise<number>;
  /** Inserts; a duplicate key on a unique index throws StoreError('duplicate'). */
  insert(doc: T): Promise<T>;
  /** Applies the update to documents matching the filter; answers how many matched. Put `version` in the filter for optimistic concurrency. */
  update(filter: Filter, update: Update, options?: UpdateOptions): Promise<number>;
  /** Replaces the first document matching the filter (keeps its _id); answers how many matched. */
  replace(filter: Filter, doc: T, options?: { upsert?: boolean }): Promise<number>;
  delete(filter: Filter, options?: { multi?: boolean }): Promise<number>;
  ensureIndex(spec: IndexSpec): Promise<void>;
}

export interface Store {
  readonly kind: 'embedded' | 'mongodb';
  collection<T extends Doc = Doc>(name: CollectionName): Collection<T>;
  /** Cheap round trip proving the store answers (used by /health). */
  ping(): Promise<void>;
  /** How much room the documents take where they are kept: the data files (embedded), or data plus indexes (MongoDB). */
  usage(): Promise<{ bytes: number }>;
  close(): Promise<void>;
}

export const collectionNames = [
  'domains',
  'pages',
  'publishedPages',
  /** One small document a published page, changed with each publish (lib/content/pages/published-copy.ts). */
  'publishedStamps',
  'pageVersions',
  'site',
  'siteSettings',
  'users',
  'sessions',
  'passwordResets',
  'formSubmissions',
  'images',
  'files',
  'auditLog',
  'rateLimits',
  /** Who has a page open in the editor (heartbeats; entries older than 90 s mean nothing). */
  'pagePresence',
  /** Which server runs a background job (lib/jobs/lease.ts). */
  'leases',
  /** Who viewed or exported form submissions, and when (lib/forms/submission-access.ts). */
  'submissionAccess',
  /** Signed links that show a page's working copy to reviewers without an account (lib/preview/). */
  'previewLinks',
  /** Staff notes on a page's components (lib/content/notes/): never part of a page. */
  'notes',
  /** Review requests and their answers (lib/content/reviews/). */
  'reviews',
  /** Deleted pages waiting to be restored or deleted for good (lib/content/trash/). */
  'trash',
  /** When each page is next due a person's check, and who last checked it (lib/content/pages/review-dates.ts). */
  'reviewDates',
  /** Each domain's latest content-health report (lib/content/health/): made again daily and on demand. */
  'healthReports',
  /** Searches that found nothing, counted by query text and day only (lib/search/search-misses.ts). */
  'searchMisses',
] as const;
export type CollectionName = (typeof collectionNames)[number];

/**
 * Whether a field name can be stored by both stores alike: not starting with '$' (an operator), without '.' (a
 * path) and without NUL (BSON writes names as C strings; the MongoDB driver refuses the whole document).
 */
export function isStorableFieldName(name: string): boolean {
  return !name.startsWith('$') && !name.includes('.') && !name.includes('\u0000');
}

/**
 * Where in a request's input a NUL character is (a key, a string, or an uploaded file's name), as a dotted path
 * ('(input)' for the top), or null when there is none. No text a person types holds one, and a MongoDB-protocol
 * server over PostgreSQL can neither store nor look one up: the API refuses such input for every store alike.
 */
export function nulCharacterAt(input: unknown): string | null {
  // Iterative, each place knowing only its parent: a request may nest thousands of levels deep.
  type Place = { value: unknown; key?: string; parent?: Place };
  const named = (place: Place | undefined, key?: string) => {
    const parts = key === undefined ? [] : [key];
    for (let at = place; at?.key !== undefined; at = at.parent) parts.push(at.key);
    return parts.reverse().join('.') || '(input)';
  };
  const pending: Place[] = [{ value: input }];
  for (let place = pending.pop(); place; place = pending.pop()) {
    const { value } = place;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return named(place);
    } else if (typeof File !== 'undefined' && value instanceof File) {
      if (value.name.includes('\u0000')) return named(place);
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      for (const [key] of entries) if (key.includes('\u0000')) return named(place, key.replace(/\u0000/g, '\\0'));
      for (let i = entries.length - 1; i >= 0; i--) pending.push({ value: entries[i]![1], key: entries[i]![0], parent: place });
    }
  }
  return null;
}

export class StoreError extends Error {
  constructor(
    readonly code: 'duplicate' | 'unavailable' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}
