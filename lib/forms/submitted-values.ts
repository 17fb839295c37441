// A submission's values checked against the stored configuration and reduced to what is kept: the configured
// fields only (unknown names dropped), hidden fields set from their placeholder, checkboxes 'Yes'/'No', the
// captcha answer set apart (it is checked, never stored).
import { CAPTCHA_FIELD_NAME, fieldValueError, isEmail, VALUE_MESSAGES, type FormContent } from './form-config';
import { workshopValueErrors } from './workshop-checks';
import { cleanWorkshopValues, workshopFieldNames } from './workshop-enquiry';
import { workshopFieldLabels } from './workshop-settings';

type Values = Readonly<Record<string, string | boolean>>;

export type CheckedValues = {
  /** Field name to its message, for each field in error. */
  errors: Record<string, string>;
  form: Record<string, string>;
  labels: Record<string, string>;
  /** The captcha field's name and answer, when the form has a captcha. */
  captcha: { name: string; token: string } | null;
};

const own = (values: Values, name: string) => (Object.hasOwn(values, name) ? values[name] : undefined);

export function checkContactValues(config: FormContent, values: Values): CheckedValues {
  const checked: CheckedValues = { errors: {}, form: {}, labels: {}, captcha: null };
  for (const field of config.fields) {
    const name = field.name.trim();
    const value = own(values, name);
    if (field.type === 'captcha') {
      const error = fieldValueError(field, value);
      if (error) checked.errors[name] = error;
      checked.captcha = { name: name || CAPTCHA_FIELD_NAME, token: typeof value === 'string' ? value.trim() : '' };
      continue;
    }
    checked.labels[name] = field.label.trim() || name;
    if (field.hidden) {
      checked.form[name] = field.placeholder;
      continue;
    }
    const error = fieldValueError(field, value);
    if (error) checked.errors[name] = error;
    checked.form[name] = field.type === 'checkbox' ? (value === true ? 'Yes' : 'No') : typeof value === 'string' ? value.trim() : '';
  }
  return checked;
}

export function checkWorkshopValues(values: Values): CheckedValues {
  const errors: Record<string, string> = { ...workshopValueErrors(values) };
  const clean = cleanWorkshopValues(values);
  const form: Record<string, string> = {};
  const labels: Record<string, string> = {};
  // The confirmation only proved the address was typed twice alike.
  for (const name of workshopFieldNames) {
    if (name === 'email_confirm') continue;
    form[name] = clean[name];
    labels[name] = workshopFieldLabels[name];
  }
  // The fixed form's captcha, always under the usual name; left out by the caller on a site without captcha keys.
  const token = own(values, CAPTCHA_FIELD_NAME);
  const captcha = { name: CAPTCHA_FIELD_NAME, token: typeof token === 'string' ? token.trim() : '' };
  if (!captcha.token) errors[CAPTCHA_FIELD_NAME] = VALUE_MESSAGES.captcha;
  return { errors, form, labels, captcha };
}

/** The visitor's address: the configured submitter email field's value, else the first email field's, when valid. */
export function submitterEmail(form: Readonly<Record<string, string>>, submitterEmailField: string, emailFields: readonly string[] = []): string | null {
  for (const name of [submitterEmailField.trim(), ...emailFields]) {
    const value = name && Object.hasOwn(form, name) ? form[name].trim() : '';
    if (value && isEmail(value)) return value;
  }
  return null;
}
