// The pure half of editing the navigation and the footer: what the server answers split into the editor's copy and
// its bookkeeping, what a save sends, and the unsaved-change backups kept in the browser.
import { z } from 'zod';
import { FooterSchema, NavSchema, type Footer, type Nav } from '@/lib/content/schemas';
import type { ChromeKind } from '@/components/layout/chrome-fields';
import { backupCodec } from '../backup/backup-entry';

export type ChromeValue<K extends ChromeKind = ChromeKind> = K extends 'nav' ? Nav : Footer;

/** What site/loadNav and site/loadFooter answer besides the values themselves. */
export type ChromeMeta = {
  domainId: string;
  version: number;
  updatedAt: string | null;
  publishedAt: string | null;
  pendingChanges: boolean;
  /** What visitors see; null before the first publish (or when it could not be read). */
  published?: unknown;
};

export const chromeSchemas = { nav: NavSchema, footer: FooterSchema } as const;

/** Words each document is named by: menu items, toasts (SPEC.md §8), dialogs. */
export const chromeText = {
  nav: {
    name: 'the navigation',
    save: 'Save navigation',
    publish: 'Publish navigation',
    saved: 'Nav Saved',
    published: 'Nav Published',
  },
  footer: {
    name: 'the footer',
    save: 'Save footer',
    publish: 'Publish footer',
    saved: 'Footer Saved',
    published: 'Footer Published',
  },
} as const satisfies Record<ChromeKind, Record<string, string>>;

export const chromeCalls = {
  nav: { load: 'site/loadNav', save: 'site/saveNav', publish: 'site/publishNav' },
  footer: { load: 'site/loadFooter', save: 'site/saveFooter', publish: 'site/publishFooter' },
} as const;

const bookkeeping = ['domainId', 'version', 'updatedAt', 'publishedAt', 'pendingChanges', 'publishedCopy'] as const;

/** The server's answer as the editor's copy (parsed with the document's defaults) and its bookkeeping. */
export function splitAnswer<K extends ChromeKind>(kind: K, answer: Record<string, unknown>): { value: ChromeValue<K>; meta: ChromeMeta } {
  const rest: Record<string, unknown> = { ...answer };
  for (const key of bookkeeping) delete rest[key];
  const parsed = chromeSchemas[kind].safeParse(rest);
  const value = (parsed.success ? parsed.data : chromeSchemas[kind].parse({})) as ChromeValue<K>;
  return {
    value,
    meta: {
      domainId: String(answer.domainId ?? ''),
      version: typeof answer.version === 'number' ? answer.version : 0,
      updatedAt: typeof answer.updatedAt === 'string' ? answer.updatedAt : null,
      publishedAt: typeof answer.publishedAt === 'string' ? answer.publishedAt : null,
      pendingChanges: answer.pendingChanges === true,
      published: answer.publishedCopy ?? null,
    },
  };
}

/** JSON with object keys sorted, so the same content compares equal whichever side built it. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const entries = Object.entries(value)
    .filter(([, child]) => child !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonical(child)}`).join(',')}}`;
}

export const sameChrome = (a: unknown, b: unknown) => canonical(a) === canonical(b);

export const CHROME_BACKUP_PREFIX = 'editor-chrome-backup:';

/** One entry per person, domain and document, like the page backups (a prefix of its own: their sweep reads pages). */
export function chromeBackupKey(userId: string, domainId: string, kind: ChromeKind): string {
  return CHROME_BACKUP_PREFIX + [userId, domainId, kind].map(encodeURIComponent).join(':');
}

/** Entries `{ savedAt, baseVersion, value }`, as they have always been written. */
export const chromeBackupCodec = <K extends ChromeKind>(kind: K) =>
  backupCodec<ChromeValue<K>, number>({ value: 'value', base: 'baseVersion' }, { value: chromeSchemas[kind] as never, base: z.number().int().min(0) });

/**
 * After a save: what was sent became the stored copy; edits made while it was on its way stay in the editor
 * (and unsaved), everything else takes the server's parsed copy.
 */
export function afterSave<T>(current: T, sent: T, stored: T): T {
  return current === sent ? stored : current;
}

const linkWords = (value: unknown) => {
  const text = value && typeof value === 'object' ? (value as { text?: unknown }).text : undefined;
  return typeof text === 'string' && text.trim() ? text.trim() : null;
};

/**
 * The sidebar's title for a value of the navigation: the menu item (and submenu link) being edited, by its words
 * ('Navigation: Get involved › Volunteer'), so moving between items never leaves the editor unsure which one is open.
 */
export function chromePanelTitle(kind: ChromeKind, label: string, value: ChromeValue | null, path: string): string {
  if (kind !== 'nav' || !value) return label;
  const match = /^tierOneItems\.(\d+)(?:\.children\.(\d+))?/.exec(path);
  if (!match) return label;
  const item = (value as Nav).tierOneItems[Number(match[1])];
  const itemWords = linkWords(item) ?? `Menu item ${Number(match[1]) + 1}`;
  if (match[2] === undefined) return `${label}: ${itemWords}`;
  const child = item?.children?.[Number(match[2])];
  return `${label}: ${itemWords} › ${linkWords(child) ?? `Submenu link ${Number(match[2]) + 1}`}`;
}
