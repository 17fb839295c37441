// The form's labelled controls. Each error sits under its control, is named by aria-describedby and marks the
// control aria-invalid; required labels carry an asterisk that screen readers skip (the control says required).
import type { ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '@/components/ui/class-names';
import { enquiryCopy } from './enquiry-copy';
import styles from './workshop-enquiry-form.styles';
import controls from '../shared/form-control.styles';

/** What a control is wired with: its name, and in the live form react-hook-form's handlers and ref. */
export type ControlProps = { name: string } & Partial<Pick<UseFormRegisterReturn, 'onChange' | 'onBlur' | 'ref'>>;

type Common = {
  id: string;
  label: string;
  required: boolean;
  error?: string;
  control: ControlProps;
  /** Takes the whole row on wide screens (by default two controls share a row). */
  wide?: boolean;
  /** A short choice (a salutation): its own row, but no wider than it needs. */
  short?: boolean;
  /** What the control starts with, in the server's rendering of a form posted without the script. */
  initial?: string | readonly string[];
};

/** One starting value (a text box, a select) from `initial`. */
const firstOf = (initial: Common['initial']) => (typeof initial === 'string' ? initial : initial?.[0]);

const errorId = (id: string) => `${id}-error`;

function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      {' *'}
    </span>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={errorId(id)} className={styles.error}>
      {error}
    </p>
  ) : null;
}

/** aria-invalid and aria-describedby for a control whose field may be in error. */
const errorAttributes = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {};

type TextControlProps = Common & {
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
};

export function TextControl({ id, label, required, error, control, wide, type = 'text', autoComplete, initial }: TextControlProps) {
  return (
    <div className={cx(styles.field, wide && styles.wide)}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <input
        id={id}
        className={`${controls.control} ${styles.input}`}
        type={type}
        inputMode={type === 'tel' ? 'tel' : type === 'email' ? 'email' : undefined}
        autoComplete={autoComplete}
        required={required}
        defaultValue={firstOf(initial) || undefined}
        {...errorAttributes(id, error)}
        {...control}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

type SelectControlProps = Common & {
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
};

export function SelectControl({ id, label, required, error, control, wide, short, options, autoComplete, initial }: SelectControlProps) {
  return (
    <div className={cx(styles.field, (wide || short) && styles.wide, short && styles.short)}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <select
        id={id}
        className={`${controls.control} ${styles.input}`}
        autoComplete={autoComplete}
        required={required}
        defaultValue={firstOf(initial)}
        {...errorAttributes(id, error)}
        {...control}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

type ChoiceGroupProps = Common & { type: 'radio' | 'checkbox'; options: readonly string[] };

/**
 * Radio buttons or checkboxes under a legend. Radios carry `required` themselves; a checkbox group says so in
 * its legend, since a required checkbox would mean that one box must be ticked.
 */
export function ChoiceGroup({ id, label, required, error, control, type, options, initial }: ChoiceGroupProps) {
  const chosen = typeof initial === 'string' ? [initial] : (initial ?? []);
  return (
    <fieldset className={cx(styles.field, styles.wide, styles.group)}>
      <legend className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
        {required && type === 'checkbox' ? <span className="cs-visually-hidden">{enquiryCopy.requiredHint}</span> : null}
      </legend>
      <div className={styles.choices}>
        {options.map((option, index) => (
          <label key={option} className={styles.choice} htmlFor={`${id}-${index}`}>
            <input
              id={`${id}-${index}`}
              className={styles.choiceInput}
              type={type}
              value={option}
              required={type === 'radio' ? required : undefined}
              defaultChecked={chosen.includes(option) || undefined}
              {...errorAttributes(id, error)}
              {...control}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

type CaptchaControlProps = {
  id: string;
  error?: string;
  /** The captcha widget (Google's frame), once it is loaded. */
  children?: ReactNode;
  groupRef?: Ref<HTMLDivElement>;
};

/** The security check on the last step: a group focused when it is missing, named and described like a field. */
export function CaptchaControl({ id, error, children, groupRef }: CaptchaControlProps) {
  return (
    <div className={cx(styles.field, styles.wide)}>
      <div
        id={id}
        ref={groupRef}
        tabIndex={-1}
        role="group"
        aria-label={enquiryCopy.securityCheck}
        className={styles.captcha}
        {...errorAttributes(id, error)}
      >
        {children}
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
