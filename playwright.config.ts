import { defineConfig } from '@playwright/test';

export const e2eAdminPassword = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-password-9f3k';
/** Password of the extra staff accounts the test server creates (eddie@, reset.me@example.org). */
export const e2eUserPassword = 'e2e-User-password-7hq2';

export default defineConfig({
  testDir: 'e2e',
  // Each worker starts its own server of the production build (e2e/fixtures.ts): test files run side by side.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  // Files whose tests together take longer than this are named at the end of the run.
  reportSlowTests: { max: 10, threshold: 60_000 },
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
