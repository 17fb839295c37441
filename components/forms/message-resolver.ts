// The live forms' one way to check values in the browser: the SPEC.md §5 rules the server applies too
// (lib/forms/field-rules.ts, lib/forms/workshop-enquiry.ts), handed to react-hook-form without a schema library,
// so a visitor's phone downloads the rules and not a validator.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A react-hook-form resolver from a function that answers each field's message, or nothing when it is fine. */
export function messageResolver<V extends FieldValues>(messagesOf: (values: V) => Record<string, string | null | undefined>): Resolver<V> {
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of Object.entries(messagesOf(values))) if (message) errors[name] = { type: 'validate', message };
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<V> } : { values, errors: {} };
  };
}
