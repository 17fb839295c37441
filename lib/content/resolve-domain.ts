import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/db';
import { cacheTags } from './cache-tags';
import type { Domain } from './schemas';

/** Hostnames arrive from the Host header via the proxy: only plain host characters survive. */
export function cleanHostname(raw: string): string {
  const host = raw.toLowerCase().replace(/:\d+$/, '');
  return /^[a-z0-9.-]{1,253}$/.test(host) ? host : 'localhost';
}

/** The published domain serving a hostname; unknown hosts (and localhost) get the default domain. */
export async function resolveDomainId(hostname: string): Promise<string | null> {
  'use cache';
  cacheLife('max');
  cacheTag(cacheTags.domains());
  const domains = await (await getStore()).collection<Domain>('domains').find({ published: true });
  const match = domains.find((d) => d.hostnames?.includes(hostname)) ?? domains.find((d) => d.isDefault) ?? domains[0];
  return match?._id ?? null;
}
