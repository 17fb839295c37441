import { z } from 'zod';
import { ComponentSchema, LinkSchema } from '@/lib/content/schemas';
import { emptyLink } from '../shared/empty-link';

export const componentType = 'EmergencyContact';
export const label = 'Emergency Contact';

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  header: z.string().max(200).default(''),
  subHeading: z.string().max(500).default(''),
  /** As people say it, e.g. '13 11 14'; the spaces only guide how it is shown and read aloud. */
  phoneNumber: z.string().max(40).default(''),
  emergencyInfo: z.string().max(2000).default(''),
  /**
   * A crisis-contact register entry (site settings): visitors get its number from the published register, so it is
   * changed in one place; phoneNumber stays as typed and is shown when the register has no such entry.
   */
  contactId: z.string().trim().max(60).optional(),
  linkOne: LinkSchema.default(emptyLink),
  linkTwo: LinkSchema.default(emptyLink),
});
export type EmergencyContactData = z.infer<typeof schema>;
