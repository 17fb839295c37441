'use client';

import { callApi } from '@/lib/api/client';

/** Ends the session and shows the same address again, as a visitor. */
export async function logout() {
  await callApi('user/logout', { body: {} }).catch(() => undefined);
  window.location.assign(window.location.pathname);
}
