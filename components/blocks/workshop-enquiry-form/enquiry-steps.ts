// The form's two steps and which fields each holds, in the order they are shown (and errors are visited).
import type { WorkshopFieldName } from '@/lib/forms/workshop-enquiry';

export type EnquiryStep = 1 | 2;

export const enquirySteps: readonly { heading: string; fields: readonly WorkshopFieldName[] }[] = [
  { heading: 'Your details', fields: ['salutation', 'first_name', 'last_name', 'email', 'email_confirm', 'phone', 'mobile'] },
  {
    heading: 'About the training',
    fields: ['myself_org', 'myself_org_title', 'myself_org_company', 'Interested_In', 'lead_source', 'preferred_location_of_training'],
  },
];

export const stepCount = enquirySteps.length;

/** Every field, step by step. */
export const fieldOrder: readonly WorkshopFieldName[] = enquirySteps.flatMap((step) => step.fields);

export const stepOf = (name: WorkshopFieldName): EnquiryStep => (enquirySteps[0].fields.includes(name) ? 1 : 2);

/** The fields that must be filled in, whose labels carry an asterisk (the conditional one only while shown). */
export const requiredFields: ReadonlySet<WorkshopFieldName> = new Set([
  'first_name', 'last_name', 'email', 'email_confirm', 'phone', 'mobile', 'myself_org', 'myself_org_title', 'myself_org_company', 'Interested_In',
]);
