// Sends a filled-in form to `forms/submit` from a visitor's browser: only our own site is ever contacted.
import type { SubmitRequest, SubmitResponse } from '@/lib/forms/submit-contract';

export type SubmitOutcome =
  | { ok: true; submissionId: string }
  /** `message` is the server's (or a plain one); `fields` the per-field messages to show beside each field. */
  | { ok: false; message: string; fields: Record<string, string> };

export const SUBMIT_FAILED = 'Your enquiry could not be sent. Please check your connection and try again.';

/** The page's own address, as `forms/submit` expects it. */
export const currentSlug = () => window.location.pathname.replace(/^\/+|\/+$/g, '');

export async function submitForm(request: SubmitRequest): Promise<SubmitOutcome> {
  try {
    const response = await fetch('/api/forms/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    });
    const body = (await response.json().catch(() => null)) as (SubmitResponse & { error?: { message?: string; fields?: Record<string, string> } }) | null;
    if (response.ok && body?.ok) return { ok: true, submissionId: body.submissionId };
    return { ok: false, message: body?.error?.message || SUBMIT_FAILED, fields: body?.error?.fields ?? {} };
  } catch {
    return { ok: false, message: SUBMIT_FAILED, fields: {} };
  }
}
