// The workshop (training) enquiry form: its fixed fields, options and rules (SPEC.md §3 "Enquiry form values",
// §5 "Workshop enquiry form" and "Select options"). Shared by the block and the server, which checks every
// submission with the same function.
import { isEmail, MULTIPLE_CHOICE_SEPARATOR, VALUE_MESSAGES } from './field-rules';

export const salutationOptions = ['--None--', 'Miss', 'Mrs.', 'Ms.', 'Mr.', 'Dr.', 'Prof.', 'MP'] as const;
export const leadSourceOptions = [
  'Online search',
  'Social media',
  'Word of mouth',
  'Previous participant recommended it',
  'My organisation recommended it',
  'Radio',
  'Other',
] as const;
export const interestedInOptions = [
  'Accidental Counsellor',
  'Applied Suicide Intervention Skills Training (ASIST)',
  'DV-Aware',
  'Managing Challenging Interactions',
  'Mental Health First Aid - Standard',
  'Mental Health Wellbeing',
  'Suicide Protect',
] as const;
export const myselfOrgOptions = ['Myself', 'Organisation'] as const;

export const workshopFieldNames = [
  'salutation',
  'first_name',
  'last_name',
  'email',
  'email_confirm',
  'phone',
  'mobile',
  'myself_org',
  'myself_org_title',
  'myself_org_company',
  'lead_source',
  'preferred_location_of_training',
  'Interested_In',
] as const;
export type WorkshopFieldName = (typeof workshopFieldNames)[number];
/** Every value is a string; Interested_In is the chosen courses joined with ';;'. */
export type WorkshopValues = Record<WorkshopFieldName, string>;

export const emptyWorkshopValues = (): WorkshopValues => Object.fromEntries(workshopFieldNames.map((name) => [name, ''])) as WorkshopValues;

/** Maximum lengths (SPEC.md §5). */
export const workshopMaxLengths: Record<WorkshopFieldName, number> = {
  salutation: 40,
  first_name: 40,
  last_name: 80,
  email: 80,
  email_confirm: 80,
  phone: 40,
  mobile: 40,
  myself_org: 40,
  myself_org_title: 40,
  myself_org_company: 40,
  lead_source: 80,
  preferred_location_of_training: 80,
  Interested_In: 2000,
};

export const EMAIL_MISMATCH = 'This field must match the email address';

const requiredAlways: readonly WorkshopFieldName[] = ['first_name', 'last_name', 'phone', 'mobile', 'myself_org', 'Interested_In'];

/** Which conditional field a myself_org answer shows (and requires). */
export const conditionalField = (myselfOrg: string): WorkshopFieldName | null =>
  myselfOrg === 'Myself' ? 'myself_org_title' : myselfOrg === 'Organisation' ? 'myself_org_company' : null;

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

/** The values kept: known fields only, trimmed, the conditional field of the answer not given dropped. */
export function cleanWorkshopValues(values: Partial<Record<string, unknown>>): WorkshopValues {
  const clean = emptyWorkshopValues();
  for (const name of workshopFieldNames) {
    const value = values[name];
    if (typeof value === 'string') clean[name] = value.trim().slice(0, workshopMaxLengths[name]);
  }
  if (clean.salutation === '--None--') clean.salutation = '';
  const shown = conditionalField(clean.myself_org);
  if (shown !== 'myself_org_title') clean.myself_org_title = '';
  if (shown !== 'myself_org_company') clean.myself_org_company = '';
  return clean;
}
