import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';
import { formContentShape, MAX_CCS } from '@/lib/forms/form-config';
import { formPrivacyShape } from '@/lib/forms/privacy-settings';

export const componentType = 'WorkshopEnquiryForm';
export const label = 'Workshop Enquiry Form';

/** The most CC addresses one form sends to (the editor stops offering 'add' there). */
export const maxCcs = MAX_CCS;

/**
 * SPEC.md §3 WorkshopEnquiryForm. Its fields are fixed (lib/forms/workshop-enquiry.ts); editors set only
 * where the enquiry goes and what the visitor's confirmation email says. Limits are the contact form's.
 */
export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  title: z.string().max(200).default('Workshop Enquiry Form'),
  /** Who receives each enquiry; without it the form cannot be sent ('Recipient missing'). */
  recipient: formContentShape.recipient,
  /** Subject of the email to the recipient; without it the form cannot be sent ('Subject missing'). */
  subject: formContentShape.subject,
  ccs: z.array(z.string().max(254)).max(maxCcs).default([]),
  primaryButtonText: formContentShape.primaryButtonText,
  /** The field holding the visitor's email: their confirmation goes there. */
  submitterEmailField: z.string().max(60).default('email'),
  successEmailSubject: formContentShape.successEmailSubject,
  /** May use ${fieldName} placeholders, filled in (as plain text) by the server. */
  successEmailText: formContentShape.successEmailText,
  /** The fields the confirmation may repeat; placeholders of the others stay empty. */
  successEmailFields: formContentShape.successEmailFields,
  ...formPrivacyShape,
});
export type WorkshopEnquiryFormData = z.infer<typeof schema>;
