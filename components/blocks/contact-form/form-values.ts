// The live form's values: where they start, how they are checked (with the server's own rules) and what is sent.
import type { z } from 'zod';
import { fieldValueError, MULTIPLE_CHOICE_SEPARATOR } from '@/lib/forms/field-rules';
import type { SubmittedValueSchema } from '@/lib/forms/submit-contract';
import { messageResolver } from '@/components/forms/message-resolver';
import type { FormFieldModel } from './contact-form-model';
import type { FieldValue } from './form-field-view';
import { dayMonthYear } from './input-mask';

export type FormValues = Record<string, FieldValue>;
type Submitted = z.infer<typeof SubmittedValueSchema>;

/** An empty form. SPEC.md §5: a select without a placeholder starts on its first option. */
export function emptyValue(field: FormFieldModel): FieldValue {
  if (field.type === 'checkbox') return false;
  if (field.type === 'multipleChoice') return [];
  if (field.type === 'select' && !field.placeholder) return field.options[0] ?? '';
  return '';
}

export const emptyValues = (fields: readonly FormFieldModel[]): FormValues => Object.fromEntries(fields.map((field) => [field.key, emptyValue(field)]));

/** The empty form with what a visitor typed before it went live (as a browser posts it: strings by name). */
export function startingValues(fields: readonly FormFieldModel[], typed: Record<string, string[]>): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const posted = typed[field.key];
      if (!posted || field.type === 'captcha') return [field.key, emptyValue(field)];
      if (field.type === 'checkbox') return [field.key, posted.length > 0];
      if (field.type === 'multipleChoice') return [field.key, posted.filter((choice) => field.options.includes(choice))];
      return [field.key, posted[0] ?? ''];
    }),
  );
}

/** A value as it is sent: multiple choice joined with ';;' (SPEC.md §5), a checkbox's tick, text trimmed. */
export function submittedValue(field: FormFieldModel, value: FieldValue | undefined): Submitted {
  if (field.type === 'checkbox') return value === true;
  if (field.type === 'multipleChoice') return (Array.isArray(value) ? value : []).join(MULTIPLE_CHOICE_SEPARATOR);
  const text = typeof value === 'string' ? value.trim() : '';
  return field.type === 'date' ? dayMonthYear(text) : text;
}

/** The request's values, by field name. */
export const submittedValues = (fields: readonly FormFieldModel[], values: FormValues): Record<string, Submitted> =>
  Object.fromEntries(fields.map((field) => [field.name, submittedValue(field, values[field.key])]));

/** The server's field messages (by field name) by the form's keys, and those no shown field can hold. */
export function messagesByKey(fields: readonly FormFieldModel[], byName: Record<string, string>): { byKey: Record<string, string>; others: string[] } {
  const keyOf = new Map(fields.map((field) => [field.name, field.key]));
  const byKey: Record<string, string> = {};
  const others: string[] = [];
  for (const [name, message] of Object.entries(byName)) {
    const key = keyOf.get(name);
    if (key) byKey[key] = message;
    else others.push(message);
  }
  return { byKey, others };
}

/**
 * The form's resolver: each field checked by `fieldValueError`, the rules (and the SPEC.md §5 messages) the server
 * applies to the same values.
 */
export const valuesResolver = (fields: readonly FormFieldModel[]) =>
  messageResolver<FormValues>((values) =>
    Object.fromEntries(fields.map((field) => [field.key, fieldValueError(field, submittedValue(field, values[field.key]))])),
  );
