import 'server-only';
import { findCrisisContact, type EmergencyContactPreload } from '@/lib/content/site/crisis-contacts';
import { loadCrisisContacts } from '@/lib/content/site/load-crisis-contacts';
import type { LoadServerData } from '../shared/server-data';

/**
 * A block that names a crisis-contact register entry gets the published entry, so the visitor's HTML carries the
 * register's number with no script; an id the published register lacks leaves the typed number.
 */
export const loadServerData: LoadServerData = async (component, { domainId }) => {
  const contactId = component.contactId;
  if (typeof contactId !== 'string' || !contactId) return undefined;
  const contact = findCrisisContact(await loadCrisisContacts(domainId), contactId);
  return contact ? ({ contact } satisfies EmergencyContactPreload) : undefined;
};
