// The live form's values and their checks: SPEC.md §5 through workshopValueErrors, the rule set the server
// applies too, so a visitor sees the same messages the server would answer.
import { MULTIPLE_CHOICE_SEPARATOR } from '@/lib/forms/field-rules';
import { messageResolver } from '@/components/forms/message-resolver';
import {
  emptyWorkshopValues,
  interestedInOptions,
  workshopFieldNames,
  type WorkshopFieldName,
  type WorkshopValues,
} from '@/lib/forms/workshop-enquiry';
import { workshopValueErrors } from '@/lib/forms/workshop-checks';

/** As react-hook-form holds them: the training checkboxes as a list of the ticked courses. */
export type EnquiryValues = Omit<WorkshopValues, 'Interested_In'> & { Interested_In: string[] };

export const emptyEnquiryValues = (): EnquiryValues => ({ ...emptyWorkshopValues(), salutation: '--None--', Interested_In: [] });

/** The empty form with what a visitor typed into the server's rendering before the live form took over. */
export function startingEnquiryValues(typed: Record<string, string[]> | null | undefined): EnquiryValues {
  const values = emptyEnquiryValues();
  if (!typed) return values;
  for (const name of workshopFieldNames) {
    const posted = typed[name];
    if (!posted?.length) continue;
    if (name === 'Interested_In') values.Interested_In = posted.filter((choice) => (interestedInOptions as readonly string[]).includes(choice));
    else values[name] = posted[0];
  }
  return values;
}

/** The 13 values as they are checked and sent: every one a string, the courses joined with ';;'. */
export function toWorkshopValues(values: Partial<Record<WorkshopFieldName, unknown>>): WorkshopValues {
  const result = emptyWorkshopValues();
  for (const name of workshopFieldNames) {
    const value = values[name];
    result[name] = Array.isArray(value) ? value.join(MULTIPLE_CHOICE_SEPARATOR) : typeof value === 'string' ? value : '';
  }
  return result;
}

export const isWorkshopField = (name: string): name is WorkshopFieldName => (workshopFieldNames as readonly string[]).includes(name);

/** The form's resolver: each SPEC.md §5 message on its field. */
export const enquiryResolver = messageResolver<EnquiryValues>((values) => {
  const errors = workshopValueErrors(toWorkshopValues(values));
  return Object.fromEntries(workshopFieldNames.map((name) => [name, errors[name]]));
});
