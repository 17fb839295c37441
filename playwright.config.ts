import { defineConfig } from '@playwright/test';

export const e2eAdminPassword = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-password-9f3k';
/** Password of the extra staff accounts the test server creates (eddie@, reset.me@example.org). */
export const e2eUserPassword = 'e2e-User-password-7hq2';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
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
    // A trace of each failed test, kept in test-results/ (open it with `npx playwright show-trace`). Recording costs
    // about a fifth of the run's time, and CI keeps no files: off there unless E2E_TRACE asks for it.
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? (process.env.CI ? 'off' : 'retain-on-failure'),
    launchOptions: {
      // Debian's headless shell: the browser engine without the desktop browser around it, about a quarter faster.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
      // No host but this machine resolves: a request to another site fails at once instead of leaving the machine
      // (tests that check what would go out record or answer it themselves).
      args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.*', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
