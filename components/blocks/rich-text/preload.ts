// What the server hands a RichText block that refers to crisis-contact register entries (its server-data.ts).
import type { CrisisContact } from '@/lib/content/schemas';

export type RichTextPreload = { contacts: CrisisContact[] };

export function contactsOf(preload: unknown): CrisisContact[] {
  const contacts = (preload as Partial<RichTextPreload> | undefined)?.contacts;
  return Array.isArray(contacts) ? contacts : [];
}
