// npm run backup [-- --out FILE] [--url URL]: writes the whole site (every collection, every stored picture and
// document) to one archive, checks it, and says what it holds. On the embedded store a running server is asked for
// the archive (found through DATA_DIR/server.json, or --url), so no second process opens its data directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseEnv } from '../lib/config/env';
import { closeDefaultImageStorages } from '../lib/images/image-storage';
import { createBackupStream } from '../lib/backup/create-backup';
import { backupFileName, recordBackup } from '../lib/backup/backup-record';
import { stageBackup } from '../lib/backup/restore-backup';
import { signScriptToken } from '../lib/auth/script-token';
import { liveServer } from '../lib/server-lock';
import { argValue, describeManifest, formatBytes } from './backup-cli';
import { runScript, withSiteStore } from './script-store';

async function main() {
  const config = parseEnv(process.env);
  const out = path.resolve(argValue('--out') ?? path.join('backups', backupFileName(new Date())));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  const running = config.MONGODB_URI ? null : liveServer(path.resolve(config.DATA_DIR));
  const url = argValue('--url') ?? (running ? `http://127.0.0.1:${running.port}` : null);
  try {
    if (url) {
      console.log(`Asking the running site at ${url} for a backup...`);
      const response = await fetch(new URL('/api/backup/download', url), { headers: { authorization: `Bearer ${await signScriptToken('backup')}` } }).catch(() => null);
      if (!response) throw new Error(`The site at ${url} did not answer. Is it running?`);
      if (!response.ok || !response.body) {
        const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        throw new Error(`The site refused the backup (${response.status}): ${answer?.error?.message ?? 'no archive came back.'}`);
      }
      await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), fs.createWriteStream(partial, { mode: 0o600 }));
    } else {
      await withSiteStore(config, async (store) => {
        const { stream, done } = createBackupStream(store);
        await pipeline(stream, fs.createWriteStream(partial, { mode: 0o600 }));
        await recordBackup(store, await done, 'script:backup', fs.statSync(partial).size);
      });
    }
    // Read back and checked against its manifest before it is called a backup.
    const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-check-'));
    try {
      const { manifest } = await stageBackup(fs.createReadStream(partial), staging);
      fs.renameSync(partial, out);
      console.log(`Backup written to ${out} (${formatBytes(fs.statSync(out).size)}) and checked: ${describeManifest(manifest)}.`);
      if (manifest.missing.length) console.log(`Warning: the store lists ${manifest.missing.length} pictures or documents whose bytes were not found: ${manifest.missing.slice(0, 5).join(', ')}`);
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  } finally {
    fs.rmSync(partial, { force: true });
    await closeDefaultImageStorages();
  }
}

runScript(main);
