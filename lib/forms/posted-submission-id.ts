import 'server-only';
import crypto from 'node:crypto';
import { authKey } from '@/lib/auth/secret';
import { uuidOf } from '@/components/forms/submission-id';
import type { SubmitRequest } from './submit-contract';

export type FormPost = Pick<SubmitRequest, 'slug' | 'componentKey' | 'form'> & { hostname: string; ip: string };

/**
 * The submission id of a form posted to its page without the script. The live form makes one in the browser; a
 * page is the same cached page for every visitor, so it cannot carry one. Reloading the answer, or pressing Send
 * twice, posts the very same form again: an id made from what was sent, from where, to which form and on which
 * day (UTC) makes that repeat the same submission, which `forms/submit` answers as it did the first time and
 * never delivers twice. The next day the same words are a new enquiry (someone asking again).
 * Keyed with the site's secret (AUTH_SECRET; with the embedded store, the file beside its data): to someone who has
 * the submissions but not that secret, the stored id says nothing of the visitor's address. Whoever holds both could
 * try every address; they would also hold everything the submission itself says.
 */
export function postedSubmissionId(posted: FormPost, now: Date): string {
  const values = Object.entries(posted.form.values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const named = JSON.stringify(['form-post', posted.hostname, posted.ip, posted.slug, posted.componentKey, now.toISOString().slice(0, 10), values]);
  // A UUID of version 8 (made by this site's own rule), as forms/submit expects.
  return uuidOf(crypto.createHmac('sha256', authKey()).update(named).digest().subarray(0, 16), 8);
}
