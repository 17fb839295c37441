// The API harness plus what document calls need: buckets in a temporary folder, multipart uploads and binary answers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiRegistry } from '@/api-handlers';
import { dispatch } from '@/lib/api/dispatch';
import { createDiskBuckets } from '@/lib/files/disk-buckets';
import { bindBuckets } from '@/lib/files/store-buckets';
import { ADMIN_PASSWORD, createHarness, ORIGIN, type Harness } from '../support/api-harness';
import { multipartBody } from '../support/multipart';

export type FileHarness = {
  api: Harness;
  dataDir: string;
  admin: string;
  upload: (file: Blob | string, options?: { cookie?: string; name?: string }) => Promise<{ status: number; body: any }>;
  /** GET /api/file/<id> through the dispatcher (which answers 304 when If-None-Match names the ETag). */
  get: (fileId: string, headers?: Record<string, string>) => Promise<Response>;
  close: () => Promise<void>;
};

export async function createFileHarness(): Promise<FileHarness> {
  const api = await createHarness();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-files-'));
  bindBuckets(api.store, createDiskBuckets(dataDir));
  const admin = await api.signIn('admin', ADMIN_PASSWORD);
  const send = (request: Request, callPath: string) =>
    dispatch(request, callPath, { registry: apiRegistry, store: async () => api.store, invalidate: () => {}, secureCookies: false });

  const upload: FileHarness['upload'] = async (file, options = {}) => {
    const form = new FormData();
    if (typeof file === 'string') form.set('file', file);
    else if (options.name) form.set('file', file, options.name);
    else form.set('file', file);
    const encoded = await multipartBody(form);
    const headers = { host: 'localhost:3000', origin: ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}), ...encoded.headers };
    const response = await send(new Request(`${ORIGIN}/api/file/upload`, { method: 'POST', headers, body: encoded.body }), 'file/upload');
    return { status: response.status, body: await response.json() };
  };

  const get: FileHarness['get'] = (fileId, headers = {}) => {
    const callPath = `file/${fileId}`;
    const request = new Request(`${ORIGIN}/api/${callPath}`, { headers: { host: 'localhost:3000', ...headers } });
    return send(request, callPath);
  };

  return {
    api,
    dataDir,
    admin,
    upload,
    get,
    close: async () => {
      await api.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const asFile = (bytes: Uint8Array | string, name: string, type = 'application/octet-stream') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
