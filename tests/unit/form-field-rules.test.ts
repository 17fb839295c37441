import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldValueError, isEmail, VALUE_MESSAGES } from '@/lib/forms/field-rules';
import { FormFieldSchema } from '@/lib/forms/form-config';

describe('form field rules without a schema library', () => {
  it('accept exactly the email addresses zod’s email check accepts, so the browser and the server agree', () => {
    const samples = [
      'sam@example.org', 'sam.jones@mail.example.org', "o'brien+forms@example.com.au", 'a_b-c@x-y.example.co', 'x@example.io',
      'sam@example', 'sam@@example.org', '.sam@example.org', 'sam.@example.org', 'sam..jones@example.org', 'sam@-example.org',
      'sam@example.c', 'sam@exa_mple.org', 'sam example@example.org', 'sam@example.org.', '', '@example.org', 'sam@', 'émile@example.org',
    ];
    const zodEmail = z.email();
    for (const sample of samples) expect(isEmail(sample), sample).toBe(zodEmail.safeParse(sample).success);
  });

  it('answer the SPEC.md §5 messages for a field’s value', () => {
    const email = FormFieldSchema.parse({ type: 'email', name: 'email', required: true });
    expect(fieldValueError(email, '')).toBe(VALUE_MESSAGES.required);
    expect(fieldValueError(email, 'not an address')).toBe(VALUE_MESSAGES.email);
    expect(fieldValueError(email, 'sam@example.org')).toBeNull();
  });

  it('stay free of zod, so the live forms a visitor downloads carry no validator', () => {
    for (const file of ['lib/forms/field-rules.ts', 'lib/forms/workshop-enquiry.ts', 'components/forms/message-resolver.ts', 'components/blocks/contact-form/form-values.ts', 'components/blocks/workshop-enquiry-form/enquiry-values.ts', 'components/blocks/contact-form/contact-form-model.ts']) {
      const imports = readFileSync(file, 'utf8').split('\n').filter((line) => /^import (?!type )/.test(line));
      expect(imports.filter((line) => /'zod'|form-config'|content\/schemas'/.test(line)), file).toEqual([]);
    }
  });
});
