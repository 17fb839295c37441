import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';

/** Refuses with 404 'Domain not found.' when no domain has this id: every per-domain read and write checks it first. */
export async function domainOrThrow(store: Store, domainId: string): Promise<void> {
  if (!(await store.collection('domains').findOne({ _id: domainId }, { projection: { _id: 1 } }))) throw new AppError('not_found', 'Domain not found.');
}
