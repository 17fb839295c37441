// npm run restore -- FILE [--force]: loads a backup archive (npm run backup, or the dashboard's download) into an
// empty store, after checking every part of it against its manifest. A store that holds anything is refused unless
// --force, which first writes a backup of what the store holds (backups/before-restore-….tar.gz) and then replaces it.
// Stop the site first on the embedded store: only one process may open its data directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseEnv } from '../lib/config/env';
import { createBackupStream } from '../lib/backup/create-backup';
import { backupFileName } from '../lib/backup/backup-record';
import { recordAudit } from '../lib/audit/audit-log';
import { restoreBackup, storedDocumentCount } from '../lib/backup/restore-backup';
import { liveServer } from '../lib/server-lock';
import { formatBytes } from './backup-cli';
import { runScript, withSiteStore } from './script-store';

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new Error('Say which archive to restore: npm run restore -- FILE [--force]');
  const archive = path.resolve(file);
  if (!fs.existsSync(archive)) throw new Error(`There is no file at ${archive}.`);
  const config = parseEnv(process.env);
  const running = config.MONGODB_URI ? null : liveServer(path.resolve(config.DATA_DIR));
  if (running) throw new Error(`The site is running (process ${running.pid}, port ${running.port}) on ${path.resolve(config.DATA_DIR)}. Stop it first, then restore. Nothing was restored.`);

  await withSiteStore(config, async (store) => {
    if (force && (await storedDocumentCount(store)) > 0) {
      const safety = path.resolve('backups', backupFileName(new Date()).replace('site-backup-', 'before-restore-'));
      fs.mkdirSync(path.dirname(safety), { recursive: true });
      const { stream, done } = createBackupStream(store);
      await pipeline(stream, fs.createWriteStream(safety, { mode: 0o600 }));
      await done;
      console.log(`What the store held is kept in ${safety} (${formatBytes(fs.statSync(safety).size)}).`);
    }
    const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'site-restore-'));
    const report = await restoreBackup(store, fs.createReadStream(archive), path.join(staging, 'archive'), { force });
    fs.rmSync(staging, { recursive: true, force: true });
    await recordAudit(store, { action: 'site.restore', target: 'site', userId: 'script:restore', at: new Date().toISOString(), from: path.basename(archive), backupMadeAt: report.createdAt });
    const counts = Object.entries(report.collections)
      .filter(([, n]) => n)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
    console.log(`Restored ${path.basename(archive)} (made ${report.createdAt} by version ${report.siteVersion}) into the ${store.kind} store:`);
    console.log(`  ${counts}`);
    console.log(`  ${report.images} pictures and ${report.files} uploaded files.`);
    if (report.missing.length) console.log(`  Not in the backup (missing when it was made): ${report.missing.join(', ')}`);
  });
}

runScript(main);
