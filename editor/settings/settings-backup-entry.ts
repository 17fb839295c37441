// The pure half of site settings backups: where one is kept, how it is written and read, and whether to offer it.
import { z } from 'zod';
import { SiteSettingsSchema } from '@/lib/content/schemas';
import { isExpired, parseStored } from '../backup/backup-entry';
import { sameContent, type SettingsContent, type SettingsVersions } from './site-settings-content';

/** Apart from page backups ('editor-backup:'), whose sweep would drop these as unreadable pages. */
export const SETTINGS_BACKUP_KEY_PREFIX = 'editor-settings-backup:';

export type SettingsBackup = {
  /** When the browser wrote it (ISO). */
  savedAt: string;
  /** The versions the panel's copy was based on: saving it over newer work meets the conflict choice. */
  base: SettingsVersions;
  content: SettingsContent;
};

/** One entry per person and domain, so people sharing a computer never see each other's drafts. */
export function settingsBackupKey(userId: string, domainId: string): string {
  return SETTINGS_BACKUP_KEY_PREFIX + [userId, domainId].map(encodeURIComponent).join(':');
}

export function serialiseSettingsBackup(content: SettingsContent, base: SettingsVersions, savedAt: Date): string {
  const backup: SettingsBackup = { savedAt: savedAt.toISOString(), base, content };
  return JSON.stringify(backup);
}

const version = z.number().int().min(0);
// Loose on purpose: the server checks every value again when the restored copy is saved.
const BackupSchema = z.object({
  savedAt: z.iso.datetime(),
  base: z.object({ version, redirectsVersion: version, categoriesVersion: version }),
  content: SiteSettingsSchema.pick({ siteName: true, og: true, twitter: true, quickExit: true, sensitiveTopics: true, crisisContacts: true }).extend({
    redirects: z.array(z.object({ from: z.string(), to: z.string(), type: z.union([z.literal(301), z.literal(302)]) })),
    categories: z.array(z.object({ id: z.string(), values: z.array(z.object({ id: z.string() })) })),
  }),
});

/** The stored backup, or null when there is none or it cannot be read (corrupt JSON, an older shape). */
export function parseSettingsBackup(text: string | null): SettingsBackup | null {
  return parseStored(BackupSchema, text);
}

/** 'offer' a backup that holds work the server does not have; 'drop' one that is expired or the same as stored. */
export function decideSettingsBackup(backup: SettingsBackup | null, stored: SettingsContent, now: Date): 'offer' | 'drop' | 'none' {
  if (!backup) return 'none';
  if (isExpired(backup, now) || sameContent(backup.content, stored)) return 'drop';
  return 'offer';
}
