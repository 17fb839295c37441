// Restores a backup archive (format.ts) into a store. Everything is read and checked against the manifest before
// anything is written: a truncated, altered or foreign archive is refused with a plain message and changes nothing.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { collectionNames, type CollectionName, type Doc, type Store } from '@/lib/db/port';
import { bucketsFor } from '@/lib/files/store-buckets';
import { BLOB_KINDS, BackupError, ManifestSchema, collectionEntry, decodeDoc, readEntryName, type BlobKind, type Manifest } from './format';

const MAX_MANIFEST_BYTES = 20_000_000;

/** An archive unpacked into a folder of its own and found to match its manifest. */
export type StagedBackup = { dir: string; manifest: Manifest };

type Seen = { bytes: number; sha256: string };

/** Unpacks the archive into `dir` (which must be empty or missing) and checks every entry against the manifest. */
export async function stageBackup(archive: Readable, dir: string): Promise<StagedBackup> {
  fs.mkdirSync(dir, { recursive: true });
  const seen = new Map<string, Seen>();
  let manifestText: string | null = null;
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    // A refused or damaged archive ends the entry with the same error the whole read answers.
    stream.on('error', () => undefined);
    const fail = (message: string) => {
      stream.resume();
      next(new BackupError(message));
    };
    const read = readEntryName(header.name);
    if (!read || header.type !== 'file') return fail(`The archive holds "${header.name.slice(0, 80)}", which a site backup never does. Nothing was restored.`);
    if (seen.has(header.name)) return fail(`The archive holds "${header.name}" twice. Nothing was restored.`);
    if (read.kind === 'manifest') {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (data) => {
        const chunk = data as Buffer;
        size += chunk.length;
        if (size <= MAX_MANIFEST_BYTES) chunks.push(chunk);
      });
      stream.on('error', next);
      stream.on('end', () => {
        if (size > MAX_MANIFEST_BYTES) return next(new BackupError('The archive\'s manifest is too large to be a site backup. Nothing was restored.'));
        manifestText = Buffer.concat(chunks).toString('utf8');
        seen.set(header.name, { bytes: size, sha256: '' });
        next();
      });
      return;
    }
    const target = path.join(dir, header.name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const hash = crypto.createHash('sha256');
    let bytes = 0;
    const file = fs.createWriteStream(target, { mode: 0o600 });
    stream.on('data', (data) => {
        const chunk = data as Buffer;
      hash.update(chunk);
      bytes += chunk.length;
    });
    pipeline(stream, file).then(
      () => {
        seen.set(header.name, { bytes, sha256: hash.digest('hex') });
        next();
      },
      (error) => next(error),
    );
  });
  try {
    await pipeline(archive, zlib.createGunzip(), extract);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError('The archive is incomplete or damaged (it could not be unpacked to the end). Nothing was restored.');
  }
  return { dir, manifest: await checkAgainstManifest(dir, manifestText, seen) };
}

async function checkAgainstManifest(dir: string, manifestText: string | null, seen: Map<string, Seen>): Promise<Manifest> {
  if (manifestText === null) throw new BackupError('The archive has no manifest: it is incomplete or not a site backup. Nothing was restored.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw new BackupError('The archive\'s manifest cannot be read. Nothing was restored.');
  }
  const result = ManifestSchema.safeParse(parsed);
  if (!result.success) throw new BackupError('The archive\'s manifest is not one this site writes (another program, or a newer version of the site). Nothing was restored.');
  const manifest = result.data;
  const expected = new Map<string, Seen>();
  for (const [name, info] of Object.entries(manifest.collections)) {
    if (!collectionNames.includes(name as CollectionName)) throw new BackupError(`The archive's manifest names an unknown collection, ${name}. Nothing was restored.`);
    expected.set(collectionEntry(name as CollectionName), info);
  }
  for (const [name, info] of Object.entries(manifest.blobs)) expected.set(name, info);
  for (const [name, info] of expected) {
    const found = seen.get(name);
    if (!found) throw new BackupError(`The archive is missing ${name}, which its manifest lists: it is incomplete. Nothing was restored.`);
    if (found.bytes !== info.bytes || found.sha256 !== info.sha256) throw new BackupError(`${name} in the archive does not match its checksum: the archive was altered or damaged. Nothing was restored.`);
  }
  for (const name of seen.keys()) {
    if (name !== 'manifest.json' && !expected.has(name)) throw new BackupError(`The archive holds ${name}, which its manifest does not list. Nothing was restored.`);
  }
  // Every line must be a document, and as many as the manifest counts.
  for (const [name, info] of Object.entries(manifest.collections)) {
    let count = 0;
    try {
      for await (const _doc of readDocs(dir, name as CollectionName)) count += 1;
    } catch {
      throw new BackupError(`${collectionEntry(name as CollectionName)} holds a line that is not a stored document. Nothing was restored.`);
    }
    if (count !== info.count) throw new BackupError(`${collectionEntry(name as CollectionName)} holds ${count} documents where the manifest says ${info.count}. Nothing was restored.`);
  }
  return manifest;
}

async function* readDocs(dir: string, name: CollectionName): AsyncGenerator<Doc> {
  const lines = readline.createInterface({ input: fs.createReadStream(path.join(dir, collectionEntry(name))), crlfDelay: Infinity });
  for await (const line of lines) if (line) yield decodeDoc(line);
}

/** How many documents a store holds in all (restore refuses a store that holds any, unless forced). */
export async function storedDocumentCount(store: Store): Promise<number> {
  let total = 0;
  for (const name of collectionNames) total += await store.collection(name).count({});
  return total;
}

export type RestoreReport = { collections: Partial<Record<CollectionName, number>>; images: number; files: number; missing: string[]; createdAt: string; siteVersion: string };

/**
 * Loads a staged backup into the store. A store that holds anything is refused unless `force`, which first removes
 * every document and every stored file the store lists (take a backup of it first: the restore script does).
 */
export async function loadStagedBackup(store: Store, staged: StagedBackup, options: { force?: boolean } = {}): Promise<RestoreReport> {
  const existing = await storedDocumentCount(store);
  if (existing > 0 && !options.force) {
    throw new BackupError(`The store is not empty (it holds ${existing} records). Restore into an empty store, or add --force to replace everything in it. Nothing was restored.`);
  }
  const buckets = await bucketsFor(store);
  if (existing > 0) await emptyStore(store);
  const report: RestoreReport = { collections: {}, images: 0, files: 0, missing: staged.manifest.missing, createdAt: staged.manifest.createdAt, siteVersion: staged.manifest.siteVersion };
  for (const name of Object.keys(staged.manifest.collections) as CollectionName[]) {
    const collection = store.collection(name);
    let count = 0;
    for await (const doc of readDocs(staged.dir, name)) {
      await collection.insert(doc);
      count += 1;
    }
    report.collections[name] = count;
  }
  for (const name of Object.keys(staged.manifest.blobs)) {
    const read = readEntryName(name);
    if (read?.kind !== 'blob') continue;
    await buckets.bucket(read.blob).write(read.id, fs.readFileSync(path.join(staged.dir, name)));
    if (read.blob === 'images') report.images += 1;
    else report.files += 1;
  }
  return report;
}

async function emptyStore(store: Store): Promise<void> {
  const buckets = await bucketsFor(store);
  for (const kind of Object.keys(BLOB_KINDS) as BlobKind[]) {
    const docs = await store.collection(BLOB_KINDS[kind]).find({}, { projection: { _id: 1 } });
    for (const { _id } of docs) {
      await buckets.bucket(kind).remove(_id).catch(() => undefined);
      if (kind === 'images') await buckets.bucket('imageVariants').remove(_id).catch(() => undefined);
    }
  }
  for (const name of collectionNames) await store.collection(name).delete({}, { multi: true });
}

/** Stages, checks and loads an archive; the staging folder is removed whatever happens. */
export async function restoreBackup(store: Store, archive: Readable, stagingDir: string, options: { force?: boolean } = {}): Promise<RestoreReport> {
  try {
    const staged = await stageBackup(archive, stagingDir);
    return await loadStagedBackup(store, staged, options);
  } finally {
    fs.rmSync(stagingDir, { recursive: true, force: true });
  }
}
