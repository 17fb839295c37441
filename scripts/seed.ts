// npm run seed [-- --reset]: seeds an empty store with the demo site; --reset empties it first.
// Run it while the site is stopped: only one process may open an embedded data directory.
import { parseEnv } from '../lib/config/env';
import { openStore } from '../lib/db';
import { resetStore, seedStore } from '../lib/seed/seed-store';
import { hashPassword } from '../lib/auth/password';

async function main() {
  const config = parseEnv(process.env);
  const store = await openStore({ dataDir: config.DATA_DIR, mongodbUri: config.MONGODB_URI });
  try {
    if (process.argv.includes('--reset')) {
      await resetStore(store);
      console.log('Emptied the store.');
    }
    const result = await seedStore(store, {
      adminEmail: config.ADMIN_EMAIL,
      adminPassword: config.ADMIN_PASSWORD,
      hashPassword,
      log: (line) => console.log(line),
    });
    console.log(result.seeded ? 'Seeded the demo site.' : 'The store already has pages: nothing seeded (use --reset to start again).');
  } finally {
    await store.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
