// Buckets in GridFS beside the MongoDB store, so every app server behind the load balancer sees the same bytes.
import 'server-only';
import { GridFSBucket, MongoClient, type Db } from 'mongodb';
import { dbNameFromUri } from '@/lib/db/mongo-adapter';
import { nameSegments, usageOfBuckets, type Bucket, type BucketName, type BucketSet, type StoredBytes } from './bucket';

/** Opens its own client on the store's database (the store port does not hand out its driver). */
export async function openGridFsBuckets(uri: string): Promise<BucketSet> {
  const client = new MongoClient(uri, { writeConcern: { w: 'majority' } });
  try {
    await client.connect();
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return gridFsBuckets(client.db(dbNameFromUri(uri)), () => client.close());
}

export function gridFsBuckets(db: Db, close: () => Promise<void> = async () => undefined): BucketSet {
  const opened = new Map<string, Bucket>();
  return {
    kind: 'gridfs',
    bucket(name) {
      let bucket = opened.get(name);
      if (!bucket) opened.set(name, (bucket = gridFsBucket(new GridFSBucket(db, { bucketName: name }))));
      return bucket;
    },
    usage: () => usageOfBuckets((name) => gridFsUsage(db, name)),
    close,
  };
}

/** The lengths GridFS recorded for a bucket's files, added up on the server, and how many files there are. */
async function gridFsUsage(db: Db, name: BucketName): Promise<StoredBytes> {
  const files = db.collection(`${name}.files`);
  // Counted apart: FerretDB 1.24 answers a $group's { $sum: 1 } with 0.
  const [[totals], count] = await Promise.all([
    files.aggregate<{ bytes: number }>([{ $group: { _id: null, bytes: { $sum: '$length' } } }]).toArray(),
    files.countDocuments(),
  ]);
  return { bytes: Number(totals?.bytes ?? 0), count };
}

/**
 * Files are found by name, newest first. Each write gets a fresh ObjectId, so two servers writing the same name at
 * once both succeed and readers take either copy: a file document is only written after all its chunks.
 */
function gridFsBucket(bucket: GridFSBucket): Bucket {
  return {
    async write(name, bytes) {
      nameSegments(name);
      await new Promise<void>((resolve, reject) => {
        const stream = bucket.openUploadStream(name);
        stream.once('finish', () => resolve());
        stream.once('error', reject);
        stream.end(bytes);
      });
    },
    async read(name) {
      nameSegments(name);
      const [file] = await bucket.find({ filename: name }, { sort: { uploadDate: -1 }, limit: 1 }).toArray();
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async remove(name) {
      nameSegments(name);
      // Segments hold no regex characters (nameSegments allows none), and the anchored prefix uses the filename index.
      const filter = { $or: [{ filename: name }, { filename: { $regex: new RegExp(`^${name}/`) } }] };
      const files = await bucket.find(filter, { projection: { _id: 1 } }).toArray();
      for (const file of files) await bucket.delete(file._id);
    },
  };
}
