// The workshop enquiry's checks (SPEC.md §5 "Workshop enquiry form"): the live form applies them as the visitor
// goes, the server to every submission, with the same messages. Apart from the fields and options
// (workshop-enquiry.ts), so the form's server rendering never carries them to the browser.
import { isEmail, MULTIPLE_CHOICE_SEPARATOR, VALUE_MESSAGES } from './field-rules';
import {
  conditionalField,
  interestedInOptions,
  leadSourceOptions,
  myselfOrgOptions,
  salutationOptions,
  workshopFieldNames,
  workshopMaxLengths,
  type WorkshopFieldName,
} from './workshop-enquiry';

export const EMAIL_MISMATCH = 'This field must match the email address';

const requiredAlways: readonly WorkshopFieldName[] = ['first_name', 'last_name', 'phone', 'mobile', 'myself_org', 'Interested_In'];

/**
 * Every rule of SPEC.md §5 for the workshop enquiry form, applied to `values` (missing values count as empty).
 * Answers the message for each field in error; an empty object means the values may be sent.
 */
export function workshopValueErrors(values: Partial<Record<string, unknown>>): Partial<Record<WorkshopFieldName, string>> {
  const text = (name: WorkshopFieldName) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  const errors: Partial<Record<WorkshopFieldName, string>> = {};
  for (const name of workshopFieldNames) {
    if (values[name] !== undefined && typeof values[name] !== 'string') errors[name] = VALUE_MESSAGES.required;
  }
  for (const name of requiredAlways) if (!text(name)) errors[name] ??= VALUE_MESSAGES.required;

  const email = text('email');
  if (!email || !isEmail(email)) errors.email ??= VALUE_MESSAGES.email;
  const confirm = text('email_confirm');
  if (!email) errors.email_confirm ??= VALUE_MESSAGES.email;
  else if (!confirm) errors.email_confirm ??= VALUE_MESSAGES.required;
  else if (confirm.toLowerCase() !== email.toLowerCase()) errors.email_confirm ??= EMAIL_MISMATCH;

  const myselfOrg = text('myself_org');
  if (myselfOrg && !(myselfOrgOptions as readonly string[]).includes(myselfOrg)) errors.myself_org ??= VALUE_MESSAGES.option;
  const shown = conditionalField(myselfOrg);
  if (shown && !text(shown)) errors[shown] ??= VALUE_MESSAGES.required;

  const salutation = text('salutation');
  if (salutation && !(salutationOptions as readonly string[]).includes(salutation)) errors.salutation ??= VALUE_MESSAGES.option;
  const leadSource = text('lead_source');
  if (leadSource && !(leadSourceOptions as readonly string[]).includes(leadSource)) errors.lead_source ??= VALUE_MESSAGES.option;
  const interests = text('Interested_In');
  if (interests && interests.split(MULTIPLE_CHOICE_SEPARATOR).some((choice) => !(interestedInOptions as readonly string[]).includes(choice))) {
    errors.Interested_In ??= VALUE_MESSAGES.option;
  }

  for (const name of workshopFieldNames) {
    const max = workshopMaxLengths[name];
    if (text(name).length > max) errors[name] ??= VALUE_MESSAGES.exceeds(max);
  }
  return errors;
}

