// POST /api/forms/submit - a visitor's filled-in form: checked against the page's stored form, stored, then mailed
import { defineCall } from '@/lib/api/define-call';
import { SubmitRequestSchema } from '@/lib/forms/submit-contract';
import { submitForm } from '@/lib/forms/submit';
import { limits } from '@/lib/auth/rate-limit';
import { TOO_MANY_SUBMISSIONS } from '@/lib/forms/form-messages';

export default defineCall({
  path: 'forms/submit',
  method: 'POST',
  access: 'public',
  input: SubmitRequestSchema,
  limits: [{ limit: limits.formSubmissionsPerIp, per: 'ip', message: TOO_MANY_SUBMISSIONS }],
  async handler(request, context) {
    return submitForm(request, context);
  },
});
