'use server';
// A contact form sent without its script: the browser posts the server's rendering to the page itself, and the
// page it gets back shows the outcome (ContactFormPost).
import { getStore } from '@/lib/db';
import { findForm } from '@/lib/forms/find-form';
import { CAPTCHA_NEEDS_SCRIPT, FORM_NOT_FOUND } from '@/lib/forms/form-messages';
import { requestHostname, submitFromPage } from '@/lib/forms/submit-from-page';
import { postedValues } from '../shared/live-start';
import { fieldModels, type FormFieldModel } from './contact-form-model';
import { emptyValue, messagesByKey, startingValues, submittedValues } from './form-values';
import { postedPlace } from '../shared/form-place';
import type { PostedForm } from './posted-form';

/** The published form's fields, which say how the posted names (field keys) map to the stored field names. */
async function publishedFields(place: { slug: string; componentKey: string }): Promise<FormFieldModel[] | null> {
  try {
    const found = await findForm(await getStore(), { hostname: await requestHostname(), user: null, ...place });
    return found.kind === 'contact' ? fieldModels(found.config.fields) : null;
  } catch {
    return null;
  }
}

/**
 * Which form was posted comes from hidden inputs rather than arguments bound to the action: React cannot match a
 * bound action to the state it returned while rendering the answer. They are only ever looked up, as the slug and
 * key the browser sends to `forms/submit` are.
 */
export async function postContactForm(_previous: PostedForm, data: FormData): Promise<PostedForm> {
  const place = postedPlace(data);
  const fields = await publishedFields(place);
  if (!fields) return { ok: false, message: FORM_NOT_FOUND, fields: {}, others: [], values: {} };
  const values = startingValues(fields, postedValues(data));
  const outcome = await submitFromPage({ ...place, form: { values: submittedValues(fields, values) } });
  if (outcome.ok) return { ok: true };
  const { byKey, others } = messagesByKey(fields, outcome.fields);
  for (const field of fields) {
    if (field.type !== 'captcha') continue;
    // Google's check cannot run without the script: say so rather than ask for a check that is not there.
    if (byKey[field.key]) byKey[field.key] = CAPTCHA_NEEDS_SCRIPT;
    // A captcha answer is good once: never sent back.
    values[field.key] = emptyValue(field);
  }
  return { ok: false, message: outcome.message, fields: byKey, others, values };
}
