// What the server hands an EmergencyContact block that names a crisis-contact register entry (its server-data.ts):
// the published entry, so the visitor's HTML carries the register's number with no script.
import type { EmergencyContactPreload } from '@/lib/content/site/crisis-contacts';
import type { CrisisContact } from '@/lib/content/schemas';

export function contactOf(preload: unknown): CrisisContact | null {
  const contact = (preload as Partial<EmergencyContactPreload> | undefined)?.contact;
  return contact && typeof contact.phone === 'string' && typeof contact.name === 'string' ? contact : null;
}
