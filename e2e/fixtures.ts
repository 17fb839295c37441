// The browser tests' own `test`: every Playwright worker starts its own production server (scripts/e2e-server.mjs)
// on a free port, with its own data directory, SMTP mailbox and CRM leads folder, and every test of that worker
// talks to it. Workers share nothing, so test files run side by side in any order.
import { test as base } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { e2eAdminPassword, e2eUserPassword } from '../playwright.config';
import { setTestServer, type TestServer } from './test-server';

export { expect } from '@playwright/test';
export type { APIRequest, APIRequestContext, Browser, BrowserContext, Locator, Page, Request, Route } from '@playwright/test';

/** A port nothing listens on now (the OS picks it). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (exited()) throw new Error('The test server stopped while starting; its output is above.');
    try {
      if ((await fetch(`${origin}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The test server at ${origin} did not start within 150 s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts a test server and answers it with a stop function. `env` adds settings (a tag manager id, a Maps key).
 * Its output goes to this process's own output, prefixed, only when E2E_SERVER_LOG is set or it fails to start.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer & { stop: () => Promise<void> }> {
  const port = await freePort();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `site-e2e-worker-${port}-`));
  const mailbox = path.join(scratch, 'mailbox');
  const leads = path.join(scratch, 'leads');
  const child = spawn('node', ['scripts/e2e-server.mjs', String(port)], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, E2E_ADMIN_PASSWORD: e2eAdminPassword, E2E_USER_PASSWORD: e2eUserPassword, E2E_MAILBOX: mailbox, E2E_LEADS: leads, ...env },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (process.env.E2E_SERVER_LOG) process.stdout.write(`[server ${port}] ${chunk}`);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.on('exit', () => ((exited = true), resolve())));
  const origin = `http://localhost:${port}`;
  try {
    await waitForHealth(origin, () => exited);
  } catch (error) {
    process.stdout.write(output.join(''));
    if (!exited && child.pid) process.kill(-child.pid, 'SIGKILL');
    throw error;
  }
  return {
    port,
    origin,
    mailbox,
    leads,
    async stop() {
      if (!exited && child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
        const timer = setTimeout(() => !exited && child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
        await exit;
        clearTimeout(timer);
      }
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

export const test = base.extend<object, { testServer: TestServer }>({
  testServer: [
    async ({}, use) => {
      const server = await startTestServer();
      setTestServer(server);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ testServer }, use) => use(testServer.origin),
});
