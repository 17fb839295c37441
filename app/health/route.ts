import { connection } from 'next/server';
import { getStore } from '@/lib/db';

/** 200 with the store's status when it answers, 503 when it does not. Never cached. */
export async function GET(): Promise<Response> {
  await connection();
  const headers = { 'cache-control': 'no-store' };
  try {
    const store = await getStore();
    await store.ping();
    return Response.json({ status: 'ok', store: { kind: store.kind, status: 'ok' } }, { headers });
  } catch (error) {
    console.error('Health check: store unavailable', error);
    return Response.json({ status: 'error', store: { status: 'unavailable' } }, { status: 503, headers });
  }
}
