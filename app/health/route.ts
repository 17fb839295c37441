import { connection } from 'next/server';
import { getStore } from '@/lib/db';
import { healthResponse } from '@/lib/health';

export async function GET(): Promise<Response> {
  await connection();
  return healthResponse(getStore);
}
