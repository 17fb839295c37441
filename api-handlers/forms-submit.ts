// POST /api/forms/submit - a visitor's filled-in form: checked against the page's stored form, stored, then mailed
import { defineCall } from '@/lib/api/define-call';
import { SubmitRequestSchema } from '@/lib/forms/submit-contract';
import { submitForm } from '@/lib/forms/submit';

export default defineCall({
  path: 'forms/submit',
  method: 'POST',
  access: 'public',
  input: SubmitRequestSchema,
  async handler(request, context) {
    return submitForm(request, context);
  },
});
