import 'server-only';
import { headers } from 'next/headers';
import { requestClientAddress } from '@/lib/api/dispatch';
import { dispatchSiteCall } from '@/lib/api/site-dispatch';
import { cleanHostname } from '@/lib/content/domains/hostname';
import type { ErrorBody } from '@/lib/errors';
import { SUBMIT_FAILED } from './form-messages';
import { postedSubmissionId } from './posted-submission-id';
import { FORMS_SUBMIT_PATH, type SubmitRequest } from './submit-contract';

export type PageSubmitOutcome = { ok: true } | { ok: false; message: string; fields: Record<string, string> };

/** The host name the page was asked for, as the API would read it. */
export async function requestHostname(): Promise<string> {
  return cleanHostname((await headers()).get('host') ?? 'localhost');
}

/**
 * Sends a form that a browser posted to its page without the script (a server action) through `forms/submit`,
 * in this process and with the visitor's own request headers: the same checks, limits and messages as a
 * submission from the live form. The answer's field messages are by field name.
 */
export async function submitFromPage(body: SubmitRequest): Promise<PageSubmitOutcome> {
  const visitor = await headers();
  const hostname = await requestHostname();
  // The same form posted again (the answer reloaded, Send pressed twice) is the same submission: see postedSubmissionId.
  const submissionId = body.submissionId ?? postedSubmissionId({ ...body, hostname, ip: requestClientAddress(visitor) }, new Date());
  const forwarded = new Headers(visitor);
  forwarded.delete('content-length');
  forwarded.set('content-type', 'application/json');
  const request = new Request(`http://${hostname}/api/${FORMS_SUBMIT_PATH}`, { method: 'POST', headers: forwarded, body: JSON.stringify({ ...body, submissionId }) });
  const response = await dispatchSiteCall(request, FORMS_SUBMIT_PATH);
  if (response.ok) return { ok: true };
  const error = ((await response.json().catch(() => null)) as { error?: ErrorBody } | null)?.error;
  // The server's fault, not the visitor's: the plain sentence, which says what to do.
  if (!error || error.code === 'internal' || error.code === 'unavailable') return { ok: false, message: SUBMIT_FAILED, fields: {} };
  return { ok: false, message: error.message, fields: error.fields ?? {} };
}
