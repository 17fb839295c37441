import 'server-only';
import { referencedContactIds } from '@/lib/content/site/crisis-references';
import { loadCrisisContacts } from '@/lib/content/site/load-crisis-contacts';
import type { LoadServerData } from '../shared/server-data';
import type { RichTextPreload } from './preload';

/**
 * Rich text that refers to crisis-contact register entries gets those published entries, so the visitor's HTML
 * carries the register's names and numbers with no script. Text without a reference loads nothing.
 */
export const loadServerData: LoadServerData = async (component, { domainId }) => {
  const text = component.text;
  if (typeof text !== 'string') return undefined;
  const ids = referencedContactIds(text);
  if (ids.length === 0) return undefined;
  const contacts = (await loadCrisisContacts(domainId)).filter((contact) => ids.includes(contact.id));
  return { contacts } satisfies RichTextPreload;
};
