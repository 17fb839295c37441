// The shape of `forms/submit` (SPEC.md §7) as the browser sends it and the server reads it. The browser names
// the form (page address and component key) and sends the values; the settings it may send are only ever
// compared with the stored configuration, never used.
import { z } from 'zod';

export const FORMS_SUBMIT_PATH = 'forms/submit';

/** One value as sent: text (multiple choice joined with ';;'), or a checkbox's boolean. */
export const SubmittedValueSchema = z.union([z.string().max(20_000), z.boolean()]);

export const SubmitRequestSchema = z.object({
  /** The page's address as the visitor sees it ('' or '/' for the home page). */
  slug: z.string().max(300),
  /** The form component's key on that page. */
  componentKey: z.string().min(1).max(60),
  /**
   * Made by the browser once per filled-in form (by the server from what was posted, for a form sent without its
   * script: lib/forms/posted-submission-id.ts): a retried request is answered without a second submission.
   */
  submissionId: z.uuid().optional(),
  /** SPEC.md §7 keeps these in the request; a recipient or cc that is not the form's own refuses the request. */
  settings: z
    .object({
      subject: z.string().max(1000).optional(),
      identifier: z.string().max(1000).optional(),
      recipient: z.string().max(1000).optional(),
      ccs: z.array(z.string().max(1000)).max(50).optional(),
      successEmailText: z.string().max(20_000).optional(),
      successEmailSubject: z.string().max(1000).optional(),
      submitterEmailField: z.string().max(1000).optional(),
      fields: z.array(z.unknown()).max(100).optional(),
    })
    .optional(),
  form: z.object({
    values: z.record(z.string().max(100), SubmittedValueSchema).refine((values) => Object.keys(values).length <= 100, 'Too many values'),
  }),
});
export type SubmitRequest = z.infer<typeof SubmitRequestSchema>;

/** What a successful submit answers. */
export type SubmitResponse = { ok: true; submissionId: string };

/**
 * A refused submit answers `{ error: ErrorBody }` (lib/errors.ts; `invalid_input`, `not_found` or `rate_limited`);
 * `fields` maps a field name to its SPEC.md §5 message (SPEC.md §8 "validationErrors"), shown beside that field.
 */
