import type { Store } from '@/lib/db/port';
import { errorFields, log } from '@/lib/log';

/** 200 with the store's status when it answers, 503 when it does not. Never cached. */
export async function healthResponse(openStore: () => Promise<Store>): Promise<Response> {
  const headers = { 'cache-control': 'no-store' };
  try {
    const store = await openStore();
    await store.ping();
    return Response.json({ status: 'ok', store: { kind: store.kind, status: 'ok' } }, { headers });
  } catch (error) {
    log.error('health.storeUnavailable', errorFields(error));
    return Response.json({ status: 'error', store: { status: 'unavailable' } }, { status: 503, headers });
  }
}
