import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { healthResponse } from '@/lib/health';
import { openStore } from '@/lib/db';

describe('/health', () => {
  it('answers 200 with the store kind when the store answers', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-'));
    const store = await openStore({ dataDir: dir });
    const response = await healthResponse(async () => store);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', store: { kind: 'embedded', status: 'ok' } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 when the store cannot be opened or does not answer', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failedOpen = await healthResponse(() => Promise.reject(new Error('connection refused')));
    expect(failedOpen.status).toBe(503);
    expect(await failedOpen.json()).toEqual({ status: 'error', store: { status: 'unavailable' } });
    const silent = { kind: 'mongodb', ping: () => Promise.reject(new Error('timeout')) } as never;
    expect((await healthResponse(async () => silent)).status).toBe(503);
    quiet.mockRestore();
  });
});
