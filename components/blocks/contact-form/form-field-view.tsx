import type { ReactNode } from 'react';
import { cx } from '@/components/ui/class-names';
import { editAttributes } from '../shared/edit-attributes';
import { EditPlaceholder } from '../shared/edit-placeholder';
import type { FormFieldModel } from './contact-form-model';
import { fieldControlId, fieldErrorId } from './contact-form-ids';
import styles from './contact-form.styles';
import controls from '../shared/form-control.styles';

/** A value as the live form holds it: text, a checkbox's tick, or the ticked choices of a multiple choice. */
export type FieldValue = string | boolean | string[];

/** How the live form drives one field; without it the field is plain HTML (the server's first rendering, the editor). */
export type FieldBinding = {
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
};

type Props = {
  field: FormFieldModel;
  formId: string;
  binding?: FieldBinding;
  error?: string;
  /** The component's path while editing: the field becomes clickable, its controls leave the tab order. */
  editPath?: string;
  /** 'text' where the browser has no date input: the date is typed as DD/MM/YYYY. */
  dateInput?: 'date' | 'text';
  /** The captcha widget, once it is loaded. */
  captcha?: ReactNode;
  /** Without a binding: what the control starts with (what a visitor posted without the script, sent back). */
  initial?: FieldValue;
};

export const DATE_TEXT_PLACEHOLDER = 'DD/MM/YYYY';

/** SPEC.md §5: an asterisk marks a required field. Screen readers hear 'required' from the control instead. */
const Asterisk = ({ required }: { required: boolean }) =>
  required ? (
    <span className={styles.asterisk} aria-hidden="true">
      {' *'}
    </span>
  ) : null;

function LabelText({ field, editing }: { field: FormFieldModel; editing: boolean }) {
  return (
    <>
      {field.label.trim() ? field.label : editing ? <EditPlaceholder /> : null}
      <Asterisk required={field.required} />
    </>
  );
}

/** The control's text: the live form's value, or else the one it starts with. */
function textValue(binding: FieldBinding | undefined, initial: FieldValue | undefined) {
  if (binding) return { value: typeof binding.value === 'string' ? binding.value : '' };
  return typeof initial === 'string' && initial ? { defaultValue: initial } : {};
}

/** One form field of any SPEC.md §5 type: its label, its control and, when there is one, its message. */
export function FormFieldView({ field, formId, binding, error, editPath, dateInput = 'date', captcha, initial }: Props) {
  const editing = editPath !== undefined;
  const id = fieldControlId(formId, field);
  const errorId = fieldErrorId(id);
  const required = field.required || field.type === 'captcha';
  // Without a label (an unfinished form) the control is still named, by its placeholder or name.
  const fallbackName = field.label.trim() ? undefined : field.placeholder.trim() || field.name || undefined;
  const common = {
    id,
    name: field.key,
    required: required || undefined,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    tabIndex: editing ? -1 : undefined,
    onBlur: binding?.onBlur,
    ref: binding?.ref,
  };
  const onText = binding ? { onChange: (event: { target: { value: string } }) => binding.onChange(event.target.value) } : {};
  const placeholder = field.placeholder || undefined;

  const label = (
    <label className={styles.label} htmlFor={id}>
      <LabelText field={field} editing={editing} />
    </label>
  );
  let body: ReactNode;
  switch (field.type) {
    case 'textArea':
      body = (
        <>
          {label}
          <textarea className={`${controls.control} ${styles.control}`} rows={5} placeholder={placeholder} aria-label={fallbackName} {...common} {...textValue(binding, initial)} {...onText} />
        </>
      );
      break;
    case 'select': {
      const options = field.placeholder ? ['', ...field.options] : field.options;
      body = (
        <>
          {label}
          <select className={`${controls.control} ${styles.control}`} aria-label={fallbackName} {...common} {...textValue(binding, initial)} {...onText}>
            {options.map((option, position) => (
              <option key={position} value={option}>
                {option || field.placeholder}
              </option>
            ))}
          </select>
        </>
      );
      break;
    }
    case 'checkbox':
      body = (
        <div className={styles.checkRow}>
          <input
            type="checkbox"
            className={styles.checkbox}
            value="true"
            aria-label={fallbackName}
            {...common}
            {...(binding
              ? { checked: binding.value === true, onChange: (event: { target: { checked: boolean } }) => binding.onChange(event.target.checked) }
              : { defaultChecked: initial === true || undefined })}
          />
          {label}
        </div>
      );
      break;
    case 'multipleChoice': {
      const chosen = binding && Array.isArray(binding.value) ? binding.value : undefined;
      body = (
        <fieldset className={styles.choices} aria-describedby={common['aria-describedby']} aria-invalid={common['aria-invalid']}>
          <legend className={styles.label}>
            <LabelText field={field} editing={editing} />
            {field.required && <span className="cs-visually-hidden"> (required)</span>}
          </legend>
          {field.options.length === 0 && editing ? <EditPlaceholder text="Add the choices in the field's settings" /> : null}
          {field.options.map((option, position) => (
            <label key={position} className={styles.choice}>
              <input
                type="checkbox"
                className={styles.checkbox}
                id={position === 0 ? id : `${id}-${position}`}
                name={field.key}
                value={option}
                tabIndex={common.tabIndex}
                aria-invalid={common['aria-invalid']}
                onBlur={binding?.onBlur}
                ref={position === 0 ? binding?.ref : undefined}
                {...(chosen && binding
                  ? {
                      checked: chosen.includes(option),
                      onChange: (event: { target: { checked: boolean } }) =>
                        binding.onChange(event.target.checked ? [...chosen, option] : chosen.filter((choice) => choice !== option)),
                    }
                  : { defaultChecked: (Array.isArray(initial) && initial.includes(option)) || undefined })}
              />
              <span>{option}</span>
            </label>
          ))}
        </fieldset>
      );
      break;
    }
    case 'captcha':
      body = (
        <>
          {field.label.trim() ? (
            <p className={styles.label} id={`${id}-label`}>
              <LabelText field={field} editing={editing} />
            </p>
          ) : null}
          {/* Focused when the captcha is missing on submit: the widget itself is Google's frame. */}
          <div
            id={id}
            tabIndex={-1}
            ref={binding?.ref}
            className={styles.captcha}
            role="group"
            aria-label={field.label.trim() ? undefined : 'Security check'}
            aria-labelledby={field.label.trim() ? `${id}-label` : undefined}
            aria-describedby={common['aria-describedby']}
          >
            {editing ? <span className={styles.editNote}>The reCAPTCHA check shows here for visitors.</span> : captcha}
          </div>
        </>
      );
      break;
    default: {
      const kind = {
        text: { type: 'text' },
        email: { type: 'email', autoComplete: 'email', inputMode: 'email' as const },
        phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' as const },
        date: dateInput === 'date' ? { type: 'date' } : { type: 'text', inputMode: 'numeric' as const, autoComplete: 'off' },
      }[field.type];
      const datePlaceholder = field.type === 'date' && dateInput === 'text' ? placeholder ?? DATE_TEXT_PLACEHOLDER : placeholder;
      body = (
        <>
          {label}
          <input className={`${controls.control} ${styles.control}`} placeholder={datePlaceholder} aria-label={fallbackName} {...kind} {...common} {...textValue(binding, initial)} {...onText} />
        </>
      );
    }
  }
  return (
    <div className={cx(styles.field, !field.half && styles.full)} {...(editing ? editAttributes(`${editPath}.fields.${field.index}`, 'text') : {})}>
      {body}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
