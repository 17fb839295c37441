// Writes a backup archive of a store (format.ts) as a stream, so a large site never sits in memory whole: one
// collection and one stored file at a time.
import 'server-only';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import type { Store } from '@/lib/db/port';
import { bucketsFor } from '@/lib/files/store-buckets';
import { SITE_VERSION } from '@/lib/site-version';
import { BACKED_UP_COLLECTIONS, BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BLOB_KINDS, MANIFEST_ENTRY, blobEntry, collectionEntry, encodeDoc, sha256, type BlobKind, type Manifest } from './format';

export type BackupStream = {
  /** The gzipped tar, to be piped to a file or an HTTP answer. */
  stream: Readable;
  /** Settles once the last byte has been handed to the stream: the manifest, or the error that stopped it. */
  done: Promise<Manifest>;
};

export function createBackupStream(store: Store, now = new Date()): BackupStream {
  const pack = tar.pack();
  const gzip = zlib.createGzip();
  const out = new PassThrough();
  const piped = pipeline(pack, gzip, out);
  const done = (async () => {
    try {
      const manifest = await writeEntries(store, pack, now);
      pack.finalize();
      await piped;
      return manifest;
    } catch (error) {
      // The reader sees an error rather than an archive that looks complete.
      pack.destroy(error as Error);
      out.destroy(error as Error);
      throw error;
    }
  })();
  // The caller learns of failures from the stream; nothing here may go unhandled.
  done.catch(() => undefined);
  return { stream: out, done };
}

function addEntry(pack: tar.Pack, name: string, bytes: Buffer, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: bytes.length, mtime, mode: 0o600 }, bytes, (error) => (error ? reject(error) : resolve()));
  });
}

async function writeEntries(store: Store, pack: tar.Pack, now: Date): Promise<Manifest> {
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    createdAt: now.toISOString(),
    store: store.kind,
    siteVersion: SITE_VERSION,
    collections: {},
    blobs: {},
    missing: [],
  };
  const ids: Record<BlobKind, string[]> = { images: [], files: [] };
  for (const name of BACKED_UP_COLLECTIONS) {
    const docs = await store.collection(name).find({}, { sort: { _id: 1 } });
    const text = docs.map((doc) => `${encodeDoc(doc)}\n`).join('');
    const bytes = Buffer.from(text, 'utf8');
    await addEntry(pack, collectionEntry(name), bytes, now);
    manifest.collections[name] = { count: docs.length, bytes: bytes.length, sha256: sha256(bytes) };
    for (const [kind, collection] of Object.entries(BLOB_KINDS) as [BlobKind, string][]) {
      if (collection === name) ids[kind] = docs.map((doc) => doc._id);
    }
  }
  const buckets = await bucketsFor(store);
  for (const kind of Object.keys(BLOB_KINDS) as BlobKind[]) {
    const bucket = buckets.bucket(kind);
    for (const id of ids[kind]) {
      const name = blobEntry(kind, id);
      // A name the bucket would refuse, or bytes gone from the disk: noted rather than stopping the backup.
      const bytes = await bucket.read(id).catch(() => null);
      if (!bytes) {
        manifest.missing.push(name);
        continue;
      }
      await addEntry(pack, name, bytes, now);
      manifest.blobs[name] = { bytes: bytes.length, sha256: sha256(bytes) };
    }
  }
  await addEntry(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)), now);
  return manifest;
}
