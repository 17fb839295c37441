import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eAdminPassword = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-password-9f3k';
/** Password of the extra staff accounts the test server creates (eddie@, reset.me@example.org). */
export const e2eUserPassword = 'e2e-User-password-7hq2';
/** Where the test server's SMTP server puts the mail it receives. */
export const e2eMailbox = path.join(os.tmpdir(), `site-e2e-mailbox-${port}`);
/** Where the test server's CRM stand-in writes each lead it receives (one JSON file per lead). */
export const e2eLeads = path.join(os.tmpdir(), `site-e2e-leads-${port}`);

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    // Serves the build made by `npm test` (NEXT_DIST_DIR=.next-e2e) on a throwaway data directory.
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `http://localhost:${port}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { E2E_ADMIN_PASSWORD: e2eAdminPassword, E2E_USER_PASSWORD: e2eUserPassword, E2E_MAILBOX: e2eMailbox, E2E_LEADS: e2eLeads },
  },
});
