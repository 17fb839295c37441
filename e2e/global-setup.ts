// Before any worker starts: the staff accounts every test server has (scripts/e2e-users.ts) are created once, in a
// data directory each worker's server copies (E2E_DATA_TEMPLATE), instead of once per worker.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eUserPassword } from '../playwright.config';

export default function globalSetup() {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-template-'));
  const created = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/e2e-users.ts'], {
    env: { ...process.env, DATA_DIR: template, E2E_USER_PASSWORD: e2eUserPassword },
    stdio: 'inherit',
  });
  if (created.status !== 0) throw new Error('Could not create the test accounts (output above).');
  process.env.E2E_DATA_TEMPLATE = template;
  return () => fs.rmSync(template, { recursive: true, force: true });
}
