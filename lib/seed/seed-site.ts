// Seeding as the server and `npm run seed` do it: the demo site, its pictures in the image service, the admin user.
// The one place that ties seed-store.ts (plain, testable with any store) to the image service and password hashing.
import 'server-only';
import type { Env } from '@/lib/config/env';
import type { Store } from '@/lib/db/port';
import { hashPassword } from '@/lib/auth/password';
import { fileStorageFor } from '@/lib/files/file-storage';
import { seedDemoDocuments } from '@/lib/files/seed-documents';
import { imageStorageFor } from '@/lib/images/image-storage';
import { seedDemoImages } from '@/lib/images/seed-images';
import { resetStore, seedStore, type SeedResult } from './seed-store';

/** Seeds an empty store (nothing happens when it has pages); see seedStore. */
export function seedSite(store: Store, config: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>, log: (line: string) => void): Promise<SeedResult> {
  return seedStore(store, {
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    hashPassword,
    log,
    seedImages: (target, now) => seedDemoImages(target, { now }),
    seedDocuments: seedDemoDocuments,
  });
}

/** Empties the store and the image and document storage that belong with it (`npm run seed -- --reset`). */
export async function resetSite(store: Store): Promise<void> {
  const images = await imageStorageFor(store);
  const files = await fileStorageFor(store);
  await resetStore(store, { removeImage: (imageId) => images.removeImage(imageId), removeFile: (fileId) => files.remove(fileId) });
}
