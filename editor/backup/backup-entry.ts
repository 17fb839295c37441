// The pure half of unsaved-change backups: where one is kept, how it is written and read, and whether to offer it.
import { z } from 'zod';
import { PageSchema, type Page } from '@/lib/content/schemas';

export const BACKUP_KEY_PREFIX = 'editor-backup:';
/** A backup this old is a forgotten experiment, not lost work. */
export const BACKUP_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export type PageBackup = {
  /** When the browser wrote it (ISO). */
  savedAt: string;
  /** The stored version the editor's copy was based on. */
  baseVersion: number;
  page: Page;
};
export type BackupOffer = { savedAt: string; page: Page };

/** One entry per person, domain and page, so people sharing a computer never see each other's drafts. */
export function backupKey(userId: string, domainId: string, pageId: string): string {
  // Encoded so an id holding ':' cannot make two different triples share a key.
  return BACKUP_KEY_PREFIX + [userId, domainId, pageId].map(encodeURIComponent).join(':');
}

export function serialiseBackup(page: Page, savedAt: Date): string {
  const backup: PageBackup = { savedAt: savedAt.toISOString(), baseVersion: page.version, page };
  return JSON.stringify(backup);
}

const BackupSchema = z.object({
  savedAt: z.iso.datetime(),
  baseVersion: z.number().int().min(0),
  page: PageSchema,
});

/** The stored backup, or null when there is none or it cannot be read (corrupt JSON, an older shape). */
export function parseBackup(text: string | null): PageBackup | null {
  return parseStored(BackupSchema, text);
}

export function isExpired(backup: Pick<PageBackup, 'savedAt'>, now: Date): boolean {
  return now.getTime() - Date.parse(backup.savedAt) > BACKUP_MAX_AGE_MS;
}

// What the server sets on every write; a backup differs only if the editor's own content differs.
const bookkeeping = new Set(['version', 'updatedAt', 'createdAt', 'published', 'lastPublished', 'roles']);

/** JSON with object keys sorted, so the same content compares equal whichever side built it. */
function canonical(value: unknown, top = true): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item, false)).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const entries = Object.entries(value)
    .filter(([key, child]) => child !== undefined && !(top && bookkeeping.has(key)))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonical(child, false)}`).join(',')}}`;
}

export function sameContent(a: Page, b: Page): boolean {
  return canonical(a) === canonical(b);
}

/**
 * What to do with a backup found when a page opens: 'drop' it when expired, for another page, or identical
 * to what is stored; otherwise 'offer' it. A backup older than the stored copy (someone saved after it was
 * written) is still work this editor never saved, so it is offered too: it keeps the version it was based
 * on, and saving it meets the conflict dialog instead of silently replacing the newer copy.
 */
export function decideBackup(backup: PageBackup | null, stored: Page, now: Date): 'offer' | 'drop' | 'none' {
  if (!backup) return 'none';
  if (isExpired(backup, now) || backup.page._id !== stored._id || sameContent(backup.page, stored)) return 'drop';
  return 'offer';
}

/** A stored JSON entry read through its schema: null when absent, corrupt, or of an older shape. */
export function parseStored<T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }, text: string | null): T | null {
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A backup as found in the browser: when it was written, the stored version(s) it was based on, and the copy. */
export type FoundBackup<V, B> = { savedAt: string; base: B; value: V };

/** How one kind of document's backups are written and read (useDocumentBackup). */
export type BackupCodec<V, B> = {
  serialise: (value: V, base: B, savedAt: Date) => string;
  /** The backup, or null when there is none, it cannot be read (corrupt JSON, an older shape) or it is a month old. */
  parse: (text: string | null, now: Date) => FoundBackup<V, B> | null;
};

type Schema<T> = { safeParse: (value: unknown) => { success: true; data: T } | { success: false } };

/**
 * A codec for entries `{ savedAt, [baseField]: base, [valueField]: value }`: each document keeps the field names
 * its backups have always had, so a backup written before an update is still offered after it.
 */
export function backupCodec<V, B>(fields: { value: string; base: string }, schemas: { value: Schema<V>; base: Schema<B> }): BackupCodec<V, B> {
  const shape = z.object({ savedAt: z.iso.datetime(), [fields.base]: z.unknown(), [fields.value]: z.unknown() });
  return {
    serialise: (value, base, savedAt) => JSON.stringify({ savedAt: savedAt.toISOString(), [fields.base]: base, [fields.value]: value }),
    parse(text, now) {
      const entry = parseStored(shape, text) as Record<string, unknown> | null;
      if (!entry || isExpired(entry as { savedAt: string }, now)) return null;
      const value = schemas.value.safeParse(entry[fields.value]);
      const base = schemas.base.safeParse(entry[fields.base]);
      return value.success && base.success ? { savedAt: entry.savedAt as string, base: base.data, value: value.data } : null;
    },
  };
}

/** Page backups: `{ savedAt, baseVersion, page }`. */
export const pageBackupCodec = backupCodec<Page, number>({ value: 'page', base: 'baseVersion' }, { value: PageSchema, base: z.number().int().min(0) });
