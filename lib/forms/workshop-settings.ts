// What an editor configures on a WorkshopEnquiryForm block (SPEC.md §3 "Block entities"): where the enquiry is
// mailed and the visitor's confirmation. The fields themselves are fixed (workshop-enquiry.ts).
import { z } from 'zod';
import { MAX_CCS, successEmailFieldsSchema } from './form-config';
import { formPrivacyShape } from './privacy-settings';

export const WORKSHOP_FORM_TITLE = 'Workshop Enquiry Form';

export const WorkshopSettingsSchema = z.object({
  title: z.string().max(200).default(WORKSHOP_FORM_TITLE),
  recipient: z.string().max(254).default(''),
  subject: z.string().max(200).default(''),
  ccs: z.array(z.string().max(254)).max(MAX_CCS).default([]),
  primaryButtonText: z.string().max(60).default(''),
  submitterEmailField: z.string().max(60).default('email'),
  successEmailSubject: z.string().max(200).default(''),
  successEmailText: z.string().max(10000).default(''),
  successEmailFields: successEmailFieldsSchema,
  ...formPrivacyShape,
});
export type WorkshopSettings = z.infer<typeof WorkshopSettingsSchema>;

/** How each workshop field is named in the staff notification and the submissions dashboard. */
export const workshopFieldLabels = {
  salutation: 'Salutation',
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  email_confirm: 'Confirm Email',
  phone: 'Phone',
  mobile: 'Mobile',
  myself_org: 'Enquiring for Myself or Organisation',
  myself_org_title: 'Title',
  myself_org_company: 'Organisation',
  lead_source: 'How did you hear about us?',
  preferred_location_of_training: 'Preferred Location of Training',
  Interested_In: 'Interested In',
} as const;
