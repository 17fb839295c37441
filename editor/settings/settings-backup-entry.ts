// Where site settings backups are kept and how they are written and read (useDocumentBackup keeps them).
import { z } from 'zod';
import { SiteSettingsSchema } from '@/lib/content/schemas';
import { backupCodec } from '../backup/backup-entry';
import type { SettingsContent, SettingsVersions } from './site-settings-content';

/** Apart from page backups ('editor-backup:'), whose sweep would drop these as unreadable pages. */
export const SETTINGS_BACKUP_KEY_PREFIX = 'editor-settings-backup:';

/** One entry per person and domain, so people sharing a computer never see each other's drafts. */
export function settingsBackupKey(userId: string, domainId: string): string {
  return SETTINGS_BACKUP_KEY_PREFIX + [userId, domainId].map(encodeURIComponent).join(':');
}

const version = z.number().int().min(0);
// Loose on purpose: the server checks every value again when the restored copy is saved.
const ContentSchema = SiteSettingsSchema.pick({ siteName: true, og: true, twitter: true, quickExit: true, sensitiveTopics: true, crisisSearchPhrases: true, publishingApproval: true, crisisContacts: true, contentCare: true }).extend({
  redirects: z.array(z.object({ from: z.string(), to: z.string(), type: z.union([z.literal(301), z.literal(302)]) })),
  categories: z.array(z.object({ id: z.string(), values: z.array(z.object({ id: z.string() })) })),
});

/**
 * Entries `{ savedAt, base, content }`: `base` holds the versions the panel's copy was based on, so saving it
 * over newer work meets the conflict choice.
 */
export const settingsBackupCodec = backupCodec<SettingsContent, SettingsVersions>(
  { value: 'content', base: 'base' },
  { value: ContentSchema as unknown as z.ZodType<SettingsContent>, base: z.object({ version, redirectsVersion: version, categoriesVersion: version }) },
);

export const serialiseSettingsBackup = settingsBackupCodec.serialise;
