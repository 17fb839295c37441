import 'server-only';
import { z } from 'zod';
import type { Store } from '@/lib/db/port';
import { SiteSettingsSchema } from '../schemas';
import { settingsDocId } from './site-settings';

/** The settings the server acts on by itself (publish checks, approvals, the Trash, review dates, the health report). */
const InForceSchema = SiteSettingsSchema.pick({ sensitiveTopics: true, publishingApproval: true, contentCare: true, crisisContacts: true, siteName: true });
export type SettingsInForce = z.infer<typeof InForceSchema>;

/**
 * A domain's settings in force: the published copy, or the working one on a site whose settings were never
 * published; each value its default where the stored copy lacks it or cannot be read.
 */
export async function loadSettingsInForce(store: Store, domainId: string): Promise<SettingsInForce> {
  const doc = await store.collection<{ _id: string; draft?: unknown; published?: unknown }>('siteSettings').findOne({ _id: settingsDocId(domainId) });
  const stored = (doc?.published ?? doc?.draft ?? {}) as Record<string, unknown>;
  const parsed = InForceSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  // One unreadable value must not cost the others theirs.
  const each = Object.fromEntries(Object.entries(InForceSchema.shape).map(([key, schema]) => [key, (schema.safeParse(stored[key]).data ?? schema.parse(undefined)) as unknown]));
  return each as SettingsInForce;
}
