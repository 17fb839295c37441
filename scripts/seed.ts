// npm run seed [-- --reset]: seeds an empty store with the demo site and its pictures; --reset empties it first,
// image files (or GridFS) included. Run it while the site is stopped: only one process may open an embedded data directory.
import { parseEnv } from '../lib/config/env';
import { openStore } from '../lib/db';
import { closeDefaultImageStorages } from '../lib/images/image-storage';
import { resetSite, seedSite } from '../lib/seed/seed-site';

async function main() {
  const config = parseEnv(process.env);
  const store = await openStore({ dataDir: config.DATA_DIR, mongodbUri: config.MONGODB_URI });
  try {
    if (process.argv.includes('--reset')) {
      await resetSite(store);
      console.log('Emptied the store.');
    }
    const result = await seedSite(store, config, (line) => console.log(line));
    console.log(result.seeded ? 'Seeded the demo sites.' : 'The store already has pages: nothing seeded (use --reset to start again).');
  } finally {
    await store.close();
    // A MongoDB client behind GridFS would keep Node running.
    await closeDefaultImageStorages();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
