// npm run seed [-- --reset]: seeds an empty store with the demo site and its pictures; --reset empties it first,
// image files (or GridFS) included. Run it while the site is stopped: only one process may open an embedded data directory.
import { parseEnv } from '../lib/config/env';
import { resetSite, seedSite } from '../lib/seed/seed-site';
import { runScript, withSiteStore } from './script-store';

async function main() {
  const config = parseEnv(process.env);
  await withSiteStore(config, async (store) => {
    if (process.argv.includes('--reset')) {
      await resetSite(store);
      console.log('Emptied the store.');
    }
    const result = await seedSite(store, config, (line) => console.log(line));
    console.log(result.seeded ? 'Seeded the demo sites.' : 'The store already has pages: nothing seeded (use --reset to start again).');
  });
}

runScript(main);
