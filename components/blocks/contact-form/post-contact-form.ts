'use server';
// A contact form sent without its script: the browser posts the server's rendering to the page itself, and the
// page it gets back shows the outcome (ContactFormPost). The submission goes through `forms/submit` in this
// process, with the visitor's own request headers: the same checks, limits and messages as from the live form.
import { headers } from 'next/headers';
import { dispatchSiteCall } from '@/lib/api/site-dispatch';
import { cleanHostname } from '@/lib/content/domains/hostname';
import { getStore } from '@/lib/db';
import { findForm } from '@/lib/forms/find-form';
import { FORM_NOT_FOUND, SUBMIT_FAILED } from '@/lib/forms/form-messages';
import { FORMS_SUBMIT_PATH, type SubmitRequest } from '@/lib/forms/submit-contract';
import type { ErrorBody } from '@/lib/errors';
import { postedValues } from '../shared/live-start';
import { fieldModels, type FormFieldModel } from './contact-form-model';
import { emptyValue, messagesByKey, startingValues, submittedValues } from './form-values';
import { PLACE_INPUTS, type PostedForm } from './posted-form';

type FormPlace = { slug: string; componentKey: string };

/** The published form's fields, which say how the posted names (field keys) map to the stored field names. */
async function publishedFields(hostname: string, place: FormPlace): Promise<FormFieldModel[] | null> {
  try {
    const found = await findForm(await getStore(), { hostname, user: null, ...place });
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
  const place = { slug: String(data.get(PLACE_INPUTS.slug) ?? ''), componentKey: String(data.get(PLACE_INPUTS.componentKey) ?? '') };
  const incoming = await headers();
  const hostname = cleanHostname(incoming.get('host') ?? 'localhost');
  const fields = await publishedFields(hostname, place);
  if (!fields) return { ok: false, message: FORM_NOT_FOUND, fields: {}, others: [], values: {} };
  const values = startingValues(fields, postedValues(data));
  const body: SubmitRequest = { slug: place.slug, componentKey: place.componentKey, form: { values: submittedValues(fields, values) } };

  const forwarded = new Headers(incoming);
  forwarded.delete('content-length');
  forwarded.set('content-type', 'application/json');
  const request = new Request(`http://${hostname}/api/${FORMS_SUBMIT_PATH}`, { method: 'POST', headers: forwarded, body: JSON.stringify(body) });
  const response = await dispatchSiteCall(request, FORMS_SUBMIT_PATH);
  if (response.ok) return { ok: true };

  const error = ((await response.json().catch(() => null)) as { error?: ErrorBody } | null)?.error;
  // The server's fault, not the visitor's: the plain sentence, which says what to do.
  const answered = error && error.code !== 'internal' && error.code !== 'unavailable';
  const { byKey, others } = messagesByKey(fields, (answered && error.fields) || {});
  // A captcha answer is good once: never sent back.
  for (const field of fields) if (field.type === 'captcha') values[field.key] = emptyValue(field);
  return { ok: false, message: answered ? error.message : SUBMIT_FAILED, fields: byKey, others, values };
}
