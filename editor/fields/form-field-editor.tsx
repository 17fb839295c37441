'use client';

import type { FormFieldField } from '@/components/blocks/shared/descriptor';
import { useFormsConfig } from '@/components/forms/forms-config';
import {
  CAPTCHA_FIELD_NAME,
  CONFIG_ERRORS,
  FIELD_NAME,
  FormFieldSchema,
  formFieldTypeLabels,
  formFieldTypes,
  lengthCap,
  MAX_OPTIONS,
  newFormField,
  withType,
  type FormField,
  type FormFieldType,
} from '@/lib/forms/form-config';
import { FieldShell, describedBy, helpId } from '@/editor/ui/field-shell';
import controls from '@/editor/ui/controls.styles';
import { asArray, asNumber, asRecord, asString } from './field-values';
import { nameTakenElsewhere } from './form-field-siblings';
import { StringListControl } from './string-list-control';
import type { FieldEditorProps } from './types';
import styles from './fields.styles';

export const fieldNameHelp = 'Letters, digits, _ and -. Submissions and success email placeholders use it.';
export const fieldNameCharacters = 'Use only letters, digits, _ and - in a name.';

const withPlaceholder: readonly FormFieldType[] = ['text', 'textArea', 'email', 'phone', 'date', 'select'];
const withOptions: readonly FormFieldType[] = ['select', 'multipleChoice'];
const withMaxLength: readonly FormFieldType[] = ['text', 'textArea', 'email', 'phone'];
/** SPEC.md §9: these always take half the row. */
const alwaysHalf: readonly FormFieldType[] = ['checkbox', 'multipleChoice'];

/** The stored field as the editor shows it: hand-edited or older content that fails the schema keeps what it can. */
function readField(value: unknown): FormField {
  const parsed = FormFieldSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const stored = asRecord(value);
  const fallback = newFormField();
  return {
    ...fallback,
    type: formFieldTypes.find((type) => type === stored.type) ?? fallback.type,
    name: asString(stored.name),
    label: asString(stored.label),
    placeholder: asString(stored.placeholder),
    options: asArray(stored.options).filter((option): option is string => typeof option === 'string'),
    required: stored.required === true,
    halfWidth: stored.halfWidth === true,
    hidden: stored.hidden === true,
    maxLength: asNumber(stored.maxLength),
  };
}

const placeholderHelp = (field: FormField) =>
  field.hidden
    ? 'A hidden field sends this value with every submission.'
    : field.type === 'select'
      ? 'Shown as an empty first choice. Without one, the first option is chosen.'
      : undefined;

/**
 * The form field editor (SPEC.md §2), and for a checkbox the checkbox editor: type, label, name, placeholder,
 * options and rules of one field. A type change goes through `withType`, so the name resets; a captcha is
 * offered only with a site key, and is always required and named 'recaptcha'.
 */
export function FormFieldEditor({ id, field: descriptor, value, onChange, context }: FieldEditorProps<FormFieldField>) {
  const { recaptchaSiteKey } = useFormsConfig();
  const stored = asRecord(value);
  const field = readField(value);
  // Anything else stored on the field stays as it is.
  const set = (changes: Partial<FormField>) => onChange({ ...stored, ...field, ...changes });
  const isCaptcha = field.type === 'captcha';
  const isCheckbox = field.type === 'checkbox';
  const types = formFieldTypes.filter((type) => type !== 'captcha' || recaptchaSiteKey || isCaptcha);

  const nameId = `${id}-name`;
  const nameProblem = !FIELD_NAME.test(field.name)
    ? fieldNameCharacters
    : nameTakenElsewhere(context, value, field.name)
      ? CONFIG_ERRORS.duplicates
      : !field.name.trim() && !isCaptcha
        ? CONFIG_ERRORS.names
        : null;
  const cap = lengthCap(field);
  const typeHelp = recaptchaSiteKey ? undefined : 'Captcha is offered once a reCAPTCHA site key is configured.';
  const labelHelp = isCheckbox ? 'The text beside the checkbox.' : undefined;

  const checkbox = (key: 'required' | 'halfWidth' | 'hidden', text: string, options: { disabled?: boolean; help?: string } = {}) => {
    const boxId = `${id}-${key}`;
    return (
      <div className={controls.field}>
        <label className={styles.inline} htmlFor={boxId}>
          <input
            id={boxId}
            type="checkbox"
            checked={field[key]}
            disabled={options.disabled}
            aria-describedby={helpId(boxId, options.help)}
            onChange={(event) => set({ [key]: event.target.checked })}
          />
          {text}
        </label>
        {options.help && (
          <p id={helpId(boxId, options.help)} className={controls.help}>
            {options.help}
          </p>
        )}
      </div>
    );
  };

  return (
    <fieldset className={controls.group}>
      <legend className={controls.legend}>{isCheckbox ? 'Checkbox' : descriptor.label}</legend>
      <FieldShell id={id} label="Type" help={typeHelp}>
        <select
          id={id}
          className={styles.select}
          value={field.type}
          aria-describedby={helpId(id, typeHelp)}
          onChange={(event) => set(withType(field, event.target.value as FormFieldType))}
        >
          {types.map((type) => (
            <option key={type} value={type}>
              {formFieldTypeLabels[type]}
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell id={`${id}-label`} label="Label" help={labelHelp}>
        <input
          id={`${id}-label`}
          type="text"
          className={styles.input}
          value={field.label}
          maxLength={300}
          aria-describedby={helpId(`${id}-label`, labelHelp)}
          onChange={(event) => set({ label: event.target.value })}
        />
      </FieldShell>
      <FieldShell id={nameId} label="Name" help={isCaptcha ? `A captcha is always named '${CAPTCHA_FIELD_NAME}'.` : fieldNameHelp}>
        <input
          id={nameId}
          type="text"
          className={`${styles.input} ${isCaptcha ? styles.readOnly : ''}`}
          value={isCaptcha ? CAPTCHA_FIELD_NAME : field.name}
          readOnly={isCaptcha}
          maxLength={60}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={nameProblem ? true : undefined}
          aria-describedby={describedBy(`${nameId}-help`, nameProblem ? `${nameId}-problem` : undefined)}
          onChange={(event) => set({ name: event.target.value })}
        />
        {nameProblem && (
          <p id={`${nameId}-problem`} className={styles.warning}>
            {nameProblem}
          </p>
        )}
      </FieldShell>
      {withPlaceholder.includes(field.type) && (
        <FieldShell id={`${id}-placeholder`} label="Placeholder" help={placeholderHelp(field)}>
          <input
            id={`${id}-placeholder`}
            type="text"
            className={styles.input}
            value={field.placeholder}
            maxLength={200}
            aria-describedby={helpId(`${id}-placeholder`, placeholderHelp(field))}
            onChange={(event) => set({ placeholder: event.target.value })}
          />
        </FieldShell>
      )}
      {withOptions.includes(field.type) && (
        <StringListControl
          id={`${id}-options`}
          legend="Options"
          itemLabel="Option"
          items={field.options}
          max={MAX_OPTIONS}
          maxLength={200}
          reorder
          onChange={(options) => set({ options })}
        />
      )}
      {checkbox('required', 'Required', { disabled: isCaptcha, help: isCaptcha ? 'A captcha is always required.' : undefined })}
      {!alwaysHalf.includes(field.type) && !isCaptcha && checkbox('halfWidth', 'Half width', { help: 'Half the row on larger screens; always the full width on phones.' })}
      {!isCaptcha && checkbox('hidden', 'Hidden', { help: 'Not shown to visitors; the placeholder is sent as its value.' })}
      {withMaxLength.includes(field.type) && (
        <FieldShell id={`${id}-max`} label="Max length" help={`Empty for the longest allowed, ${cap} characters.`}>
          <input
            id={`${id}-max`}
            type="number"
            className={styles.input}
            min={1}
            max={cap}
            value={field.maxLength ?? ''}
            aria-describedby={`${id}-max-help`}
            onChange={(event) => {
              const typed = Number.parseInt(event.target.value, 10);
              set({ maxLength: Number.isFinite(typed) ? Math.min(Math.max(typed, 1), cap) : undefined });
            }}
          />
        </FieldShell>
      )}
    </fieldset>
  );
}
