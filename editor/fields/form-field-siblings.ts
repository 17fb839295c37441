// The other fields of the form a field belongs to, for the duplicate-name warning. The form field editor opens
// either on its own (its context names the form component) or inside the form's list (its context names the item).
import { getAtPath } from '@/lib/content/value-at-path';
import { asArray, asRecord } from './field-values';
import type { FieldContext } from './types';

const listItemPath = /^(.*)\.fields\.\d+$/;

/** Every field of the form the edited field belongs to (itself included), or null when the form cannot be found. */
export function formFieldsAround(context: Pick<FieldContext, 'page' | 'componentPath'>): unknown[] | null {
  const owner = asRecord(getAtPath(context.page, context.componentPath));
  if (Array.isArray(owner.fields)) return owner.fields;
  const item = listItemPath.exec(context.componentPath);
  if (!item) return null;
  const fields = asArray(asRecord(getAtPath(context.page, item[1])).fields);
  return fields.length ? fields : null;
}

/** Whether another field of the same form has this name; null when the form cannot be found. */
export function nameTakenElsewhere(context: Pick<FieldContext, 'page' | 'componentPath'>, value: unknown, name: string): boolean | null {
  const fields = formFieldsAround(context);
  if (!fields) return null;
  if (!name.trim()) return false;
  const same = fields.filter((field) => asRecord(field).name === name);
  // The page normally holds this very value; should it hold another copy, that copy is one of the names found.
  return fields.includes(value) ? same.some((field) => field !== value) : same.length > 1;
}
