// Runs API calls through the real dispatcher against a real store: embedded in a temporary directory, or MongoDB
// when MONGODB_URI is set (tests/support/test-store.ts).
import { afterAll, beforeAll } from 'vitest';
import { apiRegistry } from '@/api-handlers';
import { dispatch } from '@/lib/api/dispatch';
import type { Store } from '@/lib/db/port';
import { hashPassword } from '@/lib/auth/password';
import type { Role } from '@/lib/auth/roles';
import { seedStore } from '@/lib/seed/seed-store';
import { multipartBody } from './multipart';
import { openTestStore } from './test-store';

process.env.AUTH_SECRET ??= 'test-secret-that-is-long-enough-0123456789';

export const ORIGIN = 'http://localhost:3000';
export const ADMIN_PASSWORD = 'admin-password-123';

export type Harness = {
  store: Store;
  invalidated: string[];
  call: (path: string, options?: { method?: 'GET' | 'POST'; body?: unknown; form?: FormData; query?: Record<string, string>; cookie?: string; headers?: Record<string, string> }) => Promise<{ status: number; body: any; headers: Headers }>;
  signIn: (username: string, password: string) => Promise<string>;
  addUser: (username: string, roles: Role[], password?: string) => Promise<void>;
  /** Adds an active user with these roles and answers their session cookie. */
  signedInAs: (username: string, roles: Role[]) => Promise<string>;
  close: () => Promise<void>;
};

export async function createHarness(): Promise<Harness> {
  // Embedded in a temporary folder, or a database of its own when MONGODB_URI is set (npm run test:mongo).
  const { store, dispose } = await openTestStore();
  await seedStore(store, { adminEmail: 'admin@example.org', adminPassword: ADMIN_PASSWORD, hashPassword, log: () => {} });
  const invalidated: string[] = [];

  const call: Harness['call'] = async (callPath, options = {}) => {
    const method = options.method ?? (options.body === undefined && !options.form ? 'GET' : 'POST');
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    const headers: Record<string, string> = { host: 'localhost:3000', ...(method === 'POST' ? { origin: ORIGIN } : {}) };
    if (method === 'POST' && !options.form) headers['content-type'] = 'application/json';
    if (options.cookie) headers.cookie = options.cookie;
    Object.assign(headers, options.headers);
    const form = options.form ? await multipartBody(options.form) : undefined;
    if (form) Object.assign(headers, form.headers);
    const request = new Request(`${ORIGIN}/api/${callPath}${query}`, {
      method,
      headers,
      body: method !== 'POST' ? undefined : form?.body ?? (typeof options.body === 'string' ? options.body : JSON.stringify(options.body ?? {})),
    });
    const response = await dispatch(request, callPath, {
      registry: apiRegistry,
      store: async () => store,
      invalidate: (tags) => {
        invalidated.push(...tags);
      },
      secureCookies: false,
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  };

  const signIn = async (username: string, password: string) => {
    const result = await call('user/login', { body: { username, password } });
    if (result.status !== 200) throw new Error(`sign in failed: ${JSON.stringify(result.body)}`);
    const cookie = result.headers.getSetCookie().find((c) => c.startsWith('authToken='));
    return cookie!.split(';')[0];
  };

  const addUser = async (username: string, roles: Role[], password = 'user-password-123') => {
    await store.collection('users').insert({
      _id: `user-${username}`,
      username,
      usernameLower: username.toLowerCase(),
      email: `${username}@example.org`,
      emailLower: `${username}@example.org`.toLowerCase(),
      name: username,
      roles,
      passwordHash: await hashPassword(password),
      active: true,
      createdAt: new Date().toISOString(),
    });
  };

  return {
    store,
    invalidated,
    call,
    signIn,
    addUser,
    signedInAs: async (username, roles) => {
      await addUser(username, roles);
      return signIn(username, 'user-password-123');
    },
    close: dispose,
  };
}

/** A fresh harness with the admin signed in. */
export async function harnessWithAdmin() {
  const h = await createHarness();
  return { h, admin: await h.signIn('admin', ADMIN_PASSWORD) };
}

/** A fresh harness with the admin, an editor (eddie) and a user with only the forms role (fiona) signed in. */
export type HarnessWithEditors = Awaited<ReturnType<typeof harnessWithEditors>>;

/**
 * A test file's harness with an admin, an editor and a forms-only user, opened before its tests and closed after
 * them: `let h: Harness, admin: string; withEditors((opened) => ({ h, admin } = opened));`
 */
export function withEditors(take: (opened: HarnessWithEditors) => unknown): void {
  let opened: HarnessWithEditors | undefined;
  beforeAll(async () => {
    opened = await harnessWithEditors();
    await take(opened);
  });
  afterAll(() => opened?.h.close());
}

export async function harnessWithEditors() {
  const { h, admin } = await harnessWithAdmin();
  const editor = await h.signedInAs('eddie', ['editor']);
  const formsOnly = await h.signedInAs('fiona', ['forms']);
  return { h, admin, editor, formsOnly };
}
