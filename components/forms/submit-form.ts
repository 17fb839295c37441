// Sends a filled-in form to `forms/submit` from a visitor's browser: only our own site is ever contacted.
import { ApiError, callApi } from '@/lib/api/client';
import type { SubmitRequest, SubmitResponse } from '@/lib/forms/submit-contract';
import { SUBMIT_FAILED } from '@/lib/forms/form-messages';

export type SubmitOutcome =
  | { ok: true; submissionId: string }
  /** `message` is the server's (or a plain one); `fields` the per-field messages to show beside each field. */
  | { ok: false; message: string; fields: Record<string, string> };


/** The page's own address, as `forms/submit` expects it. */
export const currentSlug = () => window.location.pathname.replace(/^\/+|\/+$/g, '');

export async function submitForm(request: SubmitRequest): Promise<SubmitOutcome> {
  try {
    const { submissionId } = await callApi<SubmitResponse>('forms/submit', { body: request });
    return { ok: true, submissionId };
  } catch (failure) {
    // Unreachable, or a proxy's page instead of ours: the plain sentence, which says what to do.
    const answered = failure instanceof ApiError && failure.code !== 'unreachable' && failure.code !== 'internal' && failure.code !== 'unavailable';
    return { ok: false, message: answered ? failure.message : SUBMIT_FAILED, fields: (answered && failure.fields) || {} };
  }
}
