import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageSchema, type Page } from '@/lib/content/schemas';
import { backupKey, serialiseBackup } from '@/editor/backup/backup-entry';
import { usePageBackup, type PageBackupInput } from '@/editor/backup/use-page-backup';

const stored: Page = PageSchema.parse({ _id: 'page-about', domainId: 'default', slug: 'about', header: { title: 'About' }, updatedAt: '2025-03-04T10:00:00.000Z', version: 3 });
const edit = (title: string): Page => ({ ...stored, header: { ...stored.header, title } });
const key = backupKey('user-ana', 'default', 'page-about');
const base: PageBackupInput = { userId: 'user-ana', domainId: 'default', pageId: 'page-about', page: stored, savedPage: stored, dirty: false };
const storedTitle = () => JSON.parse(localStorage.getItem(key) ?? 'null')?.page.header.title;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2025-03-04T12:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('usePageBackup', () => {
  it('writes the working copy at most every 300 ms while there are changes, and removes it once saved', () => {
    const { result, rerender } = renderHook((props: PageBackupInput) => usePageBackup(props), { initialProps: base });
    expect(result.current.offer).toBeNull();
    rerender({ ...base, page: edit('A'), dirty: true });
    rerender({ ...base, page: edit('AB'), dirty: true });
    expect(localStorage.getItem(key)).toBeNull();
    act(() => vi.advanceTimersByTime(300));
    expect(storedTitle()).toBe('AB');
    expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject({ savedAt: '2025-03-04T12:00:00.300Z', baseVersion: 3 });

    const saved = { ...edit('AB'), version: 4 };
    rerender({ ...base, page: saved, savedPage: saved, dirty: false });
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('leaves no backup behind when the page is saved before the throttled write is due', () => {
    const { rerender } = renderHook((props: PageBackupInput) => usePageBackup(props), { initialProps: base });
    rerender({ ...base, page: edit('Saved quickly'), dirty: true });
    const saved = { ...edit('Saved quickly'), version: 4 };
    rerender({ ...base, page: saved, savedPage: saved, dirty: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('writes at once when the tab is hidden or closed, without waiting for the timer', () => {
    const { rerender } = renderHook((props: PageBackupInput) => usePageBackup(props), { initialProps: base });
    rerender({ ...base, page: edit('Typed just now'), dirty: true });
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(storedTitle()).toBe('Typed just now');
  });

  it('offers a newer backup when the page opens, keeps it until chosen, and restores it', () => {
    localStorage.setItem(key, serialiseBackup(edit('Lost in a crash'), new Date('2025-03-04T11:00:00.000Z')));
    const { result } = renderHook((props: PageBackupInput) => usePageBackup(props), { initialProps: base });
    expect(result.current.offer).toEqual({ savedAt: '2025-03-04T11:00:00.000Z', page: edit('Lost in a crash') });
    // Not dirty, yet the backup found is not this editor's to remove.
    expect(storedTitle()).toBe('Lost in a crash');
    let restored: Page | null = null;
    act(() => void (restored = result.current.restore()));
    expect(restored).toEqual(edit('Lost in a crash'));
    expect(result.current.offer).toBeNull();
  });

  it('discard removes the backup and the offer', () => {
    localStorage.setItem(key, serialiseBackup(edit('Unwanted'), new Date('2025-03-04T11:00:00.000Z')));
    const { result } = renderHook((props: PageBackupInput) => usePageBackup(props), { initialProps: base });
    expect(result.current.offer).not.toBeNull();
    act(() => result.current.discard());
    expect(result.current.offer).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('does not offer a backup identical to the stored copy, and drops corrupt entries', () => {
    localStorage.setItem(key, serialiseBackup(stored, new Date('2025-03-04T11:00:00.000Z')));
    const other = backupKey('user-ana', 'default', 'page-contact');
    localStorage.setItem(other, '{broken');
    const first = renderHook(() => usePageBackup(base));
    expect(first.result.current.offer).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem(other)).toBeNull();
  });

  it('keeps backups of other people and pages apart', () => {
    localStorage.setItem(backupKey('user-ben', 'default', 'page-about'), serialiseBackup(edit('Ben’s'), new Date('2025-03-04T11:00:00.000Z')));
    const { result } = renderHook(() => usePageBackup(base));
    expect(result.current.offer).toBeNull();
  });

  it('carries on quietly when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { rerender } = renderHook((props: PageBackupInput) => usePageBackup(props), { initialProps: base });
    rerender({ ...base, page: edit('A'), dirty: true });
    expect(() => act(() => vi.advanceTimersByTime(300))).not.toThrow();
    expect(localStorage.getItem(key)).toBeNull();
  });
});
