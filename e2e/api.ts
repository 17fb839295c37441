// Calls to the site's API from a test, as the signed-in user of a page (or any request context): how tests set
// up their data and sign in, so that clicks are left for what a test is about.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdminPassword } from '../playwright.config';

/** What a browser sends with a same-site request: the API refuses writes from other sites. */
export const sameSite = { 'sec-fetch-site': 'same-origin' } as const;

const requestOf = (from: Page | APIRequestContext): APIRequestContext => ('request' in from ? from.request : from);

/** POSTs to /api/<path>; answers the status and the JSON body, whatever the status. */
export async function postApi<T>(from: Page | APIRequestContext, path: string, body: unknown): Promise<{ status: number; data: T }> {
  const response = await requestOf(from).post(`/api/${path}`, { data: body, headers: sameSite });
  return { status: response.status(), data: (await response.json()) as T };
}

/** POSTs to /api/<path> and answers the JSON body; the test fails on any answer but 2xx, showing it. */
export async function callApi<T = Record<string, unknown>>(from: Page | APIRequestContext, path: string, body: unknown = {}): Promise<T> {
  const response = await requestOf(from).post(`/api/${path}`, { data: body, headers: sameSite });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Signs in through the API (user/login), so the page's browser context holds the session cookie; the page itself
 * stays where it is (open the page to edit next). The sign-in screens have tests of their own (auth.spec.ts).
 */
export async function signIn(from: Page | APIRequestContext, username = 'admin', password = e2eAdminPassword): Promise<void> {
  await callApi(from, 'user/login', { username, password });
}
