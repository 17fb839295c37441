import { describe, expect, it } from 'vitest';
import { PageSchema, type Page } from '@/lib/content/schemas';
import { backupKey, BACKUP_MAX_AGE_MS, decideBackup, parseBackup, sameContent, serialiseBackup, type PageBackup } from '@/editor/backup/backup-entry';
import { readBackup, removeBackup, sweepBackups, writeBackup } from '@/editor/backup/backup-storage';

const stored: Page = PageSchema.parse({
  _id: 'page-about',
  domainId: 'default',
  slug: 'about',
  header: { title: 'About us' },
  contents: [{ componentType: 'Text', key: 't', text: 'Hello' }],
  updatedAt: '2025-03-04T10:00:00.000Z',
  version: 5,
});
const edited: Page = { ...stored, header: { ...stored.header, title: 'About us (draft)' } };
const backupOf = (page: Page, savedAt: string, baseVersion = page.version): PageBackup => ({ savedAt, baseVersion, page });
const now = new Date('2025-03-04T12:00:00.000Z');

/** A Storage stand-in whose quota can run out. */
function memoryStorage(quota = Infinity): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => {
      if (v.length > quota) throw new DOMException('full', 'QuotaExceededError');
      items.set(k, v);
    },
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
}

describe('backup keys and their contents', () => {
  it('keys a backup by user, domain and page, unambiguously', () => {
    expect(backupKey('user-ana', 'default', 'page-about')).toBe('editor-backup:user-ana:default:page-about');
    expect(backupKey('a:b', 'c', 'd')).not.toBe(backupKey('a', 'b:c', 'd'));
  });

  it('reads back what it writes, with the time and the version it was based on', () => {
    const text = serialiseBackup(edited, now);
    expect(parseBackup(text)).toEqual({ savedAt: now.toISOString(), baseVersion: 5, page: edited });
  });

  it('reads corrupt or foreign entries as nothing', () => {
    for (const text of [null, '', '{', 'null', '[]', '{"savedAt":"yesterday","baseVersion":1,"page":{}}', JSON.stringify({ savedAt: now.toISOString(), baseVersion: -1, page: edited })]) {
      expect(parseBackup(text), String(text)).toBeNull();
    }
  });

  it('compares content regardless of key order and of what the server sets on every write', () => {
    const reordered = Object.fromEntries(Object.entries(stored).reverse()) as Page;
    expect(sameContent(reordered, stored)).toBe(true);
    expect(sameContent({ ...stored, version: 9, updatedAt: 'x', published: true }, stored)).toBe(true);
    expect(sameContent(edited, stored)).toBe(false);
  });
});

describe('deciding whether to offer a backup', () => {
  it('offers a different copy written after the stored one was saved', () => {
    expect(decideBackup(backupOf(edited, '2025-03-04T11:00:00.000Z'), stored, now)).toBe('offer');
  });

  it('offers a different copy based on the stored version even if its clock is behind', () => {
    expect(decideBackup(backupOf(edited, '2025-03-04T09:00:00.000Z', 5), stored, now)).toBe('offer');
  });

  it('offers a copy older than a newer stored version too: it was never saved, and keeps its old version', () => {
    const decision = decideBackup(backupOf(edited, '2025-03-04T09:00:00.000Z', 4), stored, now);
    expect(decision).toBe('offer');
  });

  it('drops a copy identical to the stored one, one for another page, and one older than 30 days', () => {
    expect(decideBackup(backupOf({ ...stored, version: 4 }, '2025-03-04T11:00:00.000Z'), stored, now)).toBe('drop');
    expect(decideBackup(backupOf({ ...edited, _id: 'page-other' }, '2025-03-04T11:00:00.000Z'), stored, now)).toBe('drop');
    const old = new Date(now.getTime() - BACKUP_MAX_AGE_MS - 1000).toISOString();
    expect(decideBackup(backupOf(edited, old), { ...stored, updatedAt: undefined }, now)).toBe('drop');
    expect(decideBackup(null, stored, now)).toBe('none');
  });
});

describe('backup storage', () => {
  it('fails quietly when the quota is full', () => {
    const storage = memoryStorage(10);
    expect(writeBackup(storage, 'editor-backup:a', serialiseBackup(edited, now))).toBe(false);
    expect(storage.length).toBe(0);
    expect(writeBackup(null, 'editor-backup:a', 'x')).toBe(false);
  });

  it('drops a corrupt entry when reading it', () => {
    const storage = memoryStorage();
    storage.setItem('editor-backup:a', '{not json');
    expect(readBackup(storage, 'editor-backup:a')).toBeNull();
    expect(storage.getItem('editor-backup:a')).toBeNull();
    removeBackup(storage, 'editor-backup:missing');
  });

  it('sweeps backups older than 30 days and corrupt ones, and nothing else', () => {
    const storage = memoryStorage();
    const old = new Date(now.getTime() - BACKUP_MAX_AGE_MS - 1000);
    storage.setItem('editor-backup:old', serialiseBackup(edited, old));
    storage.setItem('editor-backup:fresh', serialiseBackup(edited, now));
    storage.setItem('editor-backup:bad', 'oops');
    storage.setItem('font-size', '3');
    sweepBackups(storage, now);
    expect([...Array(storage.length).keys()].map((i) => storage.key(i)).sort()).toEqual(['editor-backup:fresh', 'font-size']);
  });
});
