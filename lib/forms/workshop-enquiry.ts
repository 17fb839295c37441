// The workshop (training) enquiry form: its fixed fields, options and rules (SPEC.md §3 "Enquiry form values",
// §5 "Workshop enquiry form" and "Select options"), shared by the block and the server. Their checks, with the
// messages, are in workshop-checks.ts: only the live form and the server need them.

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

/** Which conditional field a myself_org answer shows (and requires). */
export const conditionalField = (myselfOrg: string): WorkshopFieldName | null =>
  myselfOrg === 'Myself' ? 'myself_org_title' : myselfOrg === 'Organisation' ? 'myself_org_company' : null;

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
