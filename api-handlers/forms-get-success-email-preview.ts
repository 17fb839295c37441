// POST /api/forms/getSuccessEmailPreview - the success email's HTML with sample values, and whether it looks like an error
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { fillHtml, previewFlagged } from '@/lib/forms/email-template';
import { editorAccess } from '@/lib/api/access';

export default defineCall({
  path: 'forms/getSuccessEmailPreview',
  method: 'POST',
  access: editorAccess,
  input: z
    .object({
      text: z.string().max(10_000, 'text must be at most 10000 characters'),
      values: z
        .record(z.string().max(60, 'a field name is at most 60 characters'), z.string().max(2000, 'a value is at most 2000 characters'))
        .refine((values) => Object.keys(values).length <= 100, 'at most 100 values')
        .default({}),
    })
    .strict(),
  async handler({ text, values }) {
    const html = fillHtml(text, values);
    return { html, flagged: previewFlagged(html) };
  },
});
