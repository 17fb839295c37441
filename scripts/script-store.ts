// What the command-line scripts (seed, backup, restore, user, e2e-users) share: how a failure ends the script, and
// the configured store opened for the script's work and closed after it.
import type { Env } from '../lib/config/env';
import { openStore } from '../lib/db';
import { closeDefaultImageStorages } from '../lib/images/image-storage';

type Store = Awaited<ReturnType<typeof openStore>>;

/** Runs a script's `main`: on failure the reason in a sentence (never a stack trace) and exit code 1. */
export function runScript(main: () => Promise<void>, describe: (error: unknown) => unknown = (error) => (error instanceof Error ? error.message : error)): void {
  main().catch((error: unknown) => {
    console.error(describe(error));
    process.exit(1);
  });
}

/**
 * Opens the store the configuration names (the embedded data directory, or MongoDB), runs `work` on it, then
 * closes it and the image storages: a MongoDB client behind GridFS would otherwise keep Node running.
 */
export async function withSiteStore<T>(config: Pick<Env, 'DATA_DIR' | 'MONGODB_URI'>, work: (store: Store) => Promise<T>): Promise<T> {
  const store = await openStore({ dataDir: config.DATA_DIR, mongodbUri: config.MONGODB_URI });
  try {
    return await work(store);
  } finally {
    await store.close();
    await closeDefaultImageStorages();
  }
}
