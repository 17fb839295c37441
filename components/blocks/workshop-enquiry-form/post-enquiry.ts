'use server';
// The workshop enquiry sent without its script: each button posts the form to its page, and the page it gets
// back shows the next step, the previous one, the messages or the thank-you (EnquiryPost).
import { workshopValueErrors } from '@/lib/forms/workshop-checks';
import type { WorkshopFieldName } from '@/lib/forms/workshop-enquiry';
import { CAPTCHA_FIELD_NAME } from '@/lib/forms/field-rules';
import { CAPTCHA_NEEDS_SCRIPT } from '@/lib/forms/form-messages';
import { submitFromPage } from '@/lib/forms/submit-from-page';
import { postedPlace } from '../shared/form-place';
import { postedValues } from '../shared/live-start';
import { enquirySteps, fieldOrder, stepOf } from './enquiry-steps';
import { emptyEnquiryValues, isWorkshopField, startingEnquiryValues, toWorkshopValues } from './enquiry-values';
import { GO_INPUT, type PostedEnquiry } from './posted-enquiry';

type Errors = Partial<Record<WorkshopFieldName, string>>;

/** The step that holds the first field in error, or the last. */
const stepToShow = (errors: Errors) => {
  const first = fieldOrder.find((name) => errors[name]);
  return first ? stepOf(first) : 2;
};

export async function postEnquiry(_previous: PostedEnquiry, data: FormData): Promise<PostedEnquiry> {
  const go = data.get(GO_INPUT);
  if (go === 'clear') return null;
  const values = startingEnquiryValues(postedValues(data));
  if (go === 'back') return { step: 1, values, errors: {}, failure: null, sent: false };
  if (go === 'next') {
    // The first step's own checks, as the live form makes them before it moves on.
    const all = workshopValueErrors(toWorkshopValues(values));
    const errors: Errors = Object.fromEntries(enquirySteps[0].fields.flatMap((name) => (all[name] ? [[name, all[name]]] : [])));
    return { step: Object.keys(errors).length ? 1 : 2, values, errors, failure: null, sent: false };
  }

  const outcome = await submitFromPage({ ...postedPlace(data), form: { values: toWorkshopValues(values) } });
  if (outcome.ok) return { step: 2, values: emptyEnquiryValues(), errors: {}, failure: null, sent: true };
  const errors: Errors = {};
  const others: string[] = [];
  for (const [name, message] of Object.entries(outcome.fields)) {
    if (isWorkshopField(name)) errors[name] = message;
    // Google's check cannot run without the script: say so rather than ask for a check that is not there.
    else others.push(name === CAPTCHA_FIELD_NAME ? CAPTCHA_NEEDS_SCRIPT : message);
  }
  return { step: stepToShow(errors), values, errors, failure: { message: outcome.message, others }, sent: false };
}
