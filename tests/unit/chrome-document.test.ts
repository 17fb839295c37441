import { describe, expect, it } from 'vitest';
import {
  afterSave,
  chromeBackupCodec,
  chromeBackupKey,
  sameChrome,
  splitAnswer,
} from '@/editor/chrome/chrome-document';
import { FooterSchema, NavSchema } from '@/lib/content/schemas';

const now = new Date('2026-11-24T10:00:00Z');

describe('the navigation and footer as the editor holds them', () => {
  it('splits the server answer into the editable copy and its bookkeeping', () => {
    const { value, meta } = splitAnswer('nav', {
      tierOneItems: [{ text: 'Get help', href: '/get-help' }],
      domainId: 'default',
      version: 4,
      updatedAt: '2026-11-24T09:00:00.000Z',
      publishedAt: null,
      pendingChanges: true,
      publishedCopy: { tierOneItems: [] },
    });
    expect(value.tierOneItems[0]).toEqual({ type: 'page', text: 'Get help', href: '/get-help', children: [] });
    expect(value).not.toHaveProperty('version');
    expect(value).not.toHaveProperty('publishedCopy');
    expect(meta).toEqual({ domainId: 'default', version: 4, updatedAt: '2026-11-24T09:00:00.000Z', publishedAt: null, pendingChanges: true, published: { tierOneItems: [] } });
  });

  it('keeps edits made while a save was on its way, and takes the stored copy otherwise', () => {
    const sent = NavSchema.parse({});
    const stored = NavSchema.parse({ donate: { text: 'Donate', href: '/donate' } });
    expect(afterSave(sent, sent, stored)).toBe(stored);
    const typedSince: typeof sent = { ...sent, crisis: { type: 'page', href: '', text: 'typed' } };
    expect(afterSave(typedSince, sent, stored)).toBe(typedSince);
  });
});

describe('unsaved-change backups of the navigation and footer', () => {
  it('are kept per person, domain and document, apart from page backups', () => {
    expect(chromeBackupKey('u1', 'default', 'nav')).toBe('editor-chrome-backup:u1:default:nav');
    expect(chromeBackupKey('u1', 'a:b', 'footer')).not.toBe(chromeBackupKey('u1:a', 'b', 'footer'));
  });

  it('round-trip, and are offered only when they differ from the stored copy', () => {
    const stored = FooterSchema.parse({ acknowledgement: 'Stored words' });
    const edited = { ...stored, acknowledgement: 'Typed words' };
    const codec = chromeBackupCodec('footer');
    const text = codec.serialise(edited, 3, now);
    // The shape written before the one backup mechanism, so older backups are still offered.
    expect(JSON.parse(text)).toEqual({ savedAt: now.toISOString(), baseVersion: 3, value: edited });
    const backup = codec.parse(text, now);
    expect(backup).toEqual({ savedAt: now.toISOString(), base: 3, value: edited });
    expect(sameChrome(backup!.value, stored)).toBe(false);
    expect(sameChrome(codec.parse(codec.serialise(stored, 3, now), now)!.value, stored)).toBe(true);
  });

  it('ignore corrupt, mis-shaped and month-old entries', () => {
    const codec = chromeBackupCodec('nav');
    expect(codec.parse('{not json', now)).toBeNull();
    expect(codec.parse(JSON.stringify({ savedAt: now.toISOString(), baseVersion: 1, value: { tierOneItems: 'x' } }), now)).toBeNull();
    const old = codec.serialise(NavSchema.parse({}), 1, new Date(now.getTime() - 31 * 24 * 3600 * 1000));
    expect(codec.parse(old, now)).toBeNull();
    expect(codec.parse(null, now)).toBeNull();
  });
});
