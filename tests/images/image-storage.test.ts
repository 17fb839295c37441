// One contract for image storage: files always, GridFS whenever MONGODB_URI is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '@/lib/db';
import { createFileImageStorage } from '@/lib/images/file-image-storage';
import { gridFsImageStorage } from '@/lib/images/gridfs-image-storage';
import { closeDefaultImageStorages, imageStorageFor, type ImageStorage } from '@/lib/images/image-storage';
import { newImageId } from '@/lib/images/image-id';

const key = (c: string) => c.repeat(64);

function storageContract(name: string, open: () => Promise<{ storage: ImageStorage; dispose: () => Promise<void> }>) {
  describe(name, () => {
    let storage: ImageStorage;
    let dispose: () => Promise<void>;
    beforeAll(async () => ({ storage, dispose } = await open()));
    afterAll(() => dispose());

    it('keeps originals and variants apart, and answers null for what is not stored', async () => {
      const id = newImageId();
      expect(await storage.readOriginal(id)).toBeNull();
      expect(await storage.readVariant(id, key('a'))).toBeNull();
      await storage.writeOriginal(id, Buffer.from('original bytes'));
      await storage.writeVariant(id, key('a'), Buffer.from('variant a'));
      await storage.writeVariant(id, key('b'), Buffer.alloc(600_000, 9)); // more than one GridFS chunk
      expect((await storage.readOriginal(id))!.toString()).toBe('original bytes');
      expect((await storage.readVariant(id, key('a')))!.toString()).toBe('variant a');
      expect((await storage.readVariant(id, key('b')))!.equals(Buffer.alloc(600_000, 9))).toBe(true);
      expect(await storage.readVariant(newImageId(), key('a'))).toBeNull();
    });

    it('writing a variant twice leaves one readable copy', async () => {
      const id = newImageId();
      await Promise.all([storage.writeVariant(id, key('c'), Buffer.from('same')), storage.writeVariant(id, key('c'), Buffer.from('same'))]);
      expect((await storage.readVariant(id, key('c')))!.toString()).toBe('same');
    });

    it('removes an image with all its variants, leaving others alone', async () => {
      const [gone, kept] = [newImageId(), newImageId()];
      for (const id of [gone, kept]) {
        await storage.writeOriginal(id, Buffer.from(id));
        await storage.writeVariant(id, key('d'), Buffer.from(id));
      }
      await storage.removeImage(gone);
      expect(await storage.readOriginal(gone)).toBeNull();
      expect(await storage.readVariant(gone, key('d'))).toBeNull();
      expect((await storage.readOriginal(kept))!.toString()).toBe(kept);
    });

    it('refuses ids and keys that could escape their folder', async () => {
      for (const bad of ['../../etc/passwd', 'images/../../x', '..', '', 'x'.repeat(41), 'spaces are bad', 'shortid']) {
        await expect(storage.writeOriginal(bad, Buffer.from('x'))).rejects.toThrow(/Not an image id/);
        await expect(storage.readOriginal(bad)).rejects.toThrow(/Not an image id/);
      }
      await expect(storage.writeVariant(newImageId(), '../x', Buffer.from('x'))).rejects.toThrow(/Not a variant key/);
    });
  });
}

storageContract('files', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-storage-'));
  return { storage: createFileImageStorage(dir), dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
});

const mongoUri = process.env.MONGODB_URI;
if (mongoUri) {
  storageContract('gridfs', async () => {
    const client = await new MongoClient(mongoUri).connect();
    const db = client.db(`image_storage_test_${Date.now()}`);
    return { storage: gridFsImageStorage(db), dispose: async () => (await db.dropDatabase(), await client.close()) };
  });
} else {
  describe.skip('gridfs (runs when MONGODB_URI is set)', () => it('contract', () => undefined));
}

describe('files on disk', () => {
  it('are named by id under images/ and image-cache/<id>/, with no temporary files left over', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-storage-'));
    const storage = createFileImageStorage(dir);
    const id = newImageId();
    await storage.writeOriginal(id, Buffer.from('o'));
    await storage.writeVariant(id, key('e'), Buffer.from('v'));
    expect(fs.readdirSync(path.join(dir, 'images'))).toEqual([id]);
    expect(fs.readdirSync(path.join(dir, 'image-cache', id))).toEqual([key('e')]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('by default sit beside the embedded store, under DATA_DIR', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-default-'));
    process.env.DATA_DIR = dataDir;
    const store = await openStore({ dataDir });
    try {
      const storage = await imageStorageFor(store);
      expect(storage.kind).toBe('files');
      expect(await imageStorageFor(store)).toBe(storage);
      const id = newImageId();
      await storage.writeOriginal(id, Buffer.from('o'));
      expect(fs.existsSync(path.join(dataDir, 'images', id))).toBe(true);
    } finally {
      await closeDefaultImageStorages();
      await store.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
