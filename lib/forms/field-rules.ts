// The rules a contact form's values follow (SPEC.md §5) and the limits of its configuration, without a schema
// library: the visitor's browser checks with exactly these functions, and the server checks every submission with
// them again (form-config.ts holds the schemas and re-exports all of this).

/** What the rules read of a field: form-config.ts's FormField (the schema's type) has all of it. */
export type RuledField = {
  type: FormFieldType;
  name: string;
  required: boolean;
  options: readonly string[];
  halfWidth: boolean;
  hidden: boolean;
  maxLength?: number;
};

export const formFieldTypes = ['text', 'textArea', 'select', 'checkbox', 'email', 'multipleChoice', 'captcha', 'phone', 'date'] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

/** The captcha field's fixed name (SPEC.md §5). */
export const CAPTCHA_FIELD_NAME = 'recaptcha';
/** Multiple-choice answers travel and are stored as one string, joined with this. */
export const MULTIPLE_CHOICE_SEPARATOR = ';;';
/** SPEC.md §5 masks. */
export const PHONE_MASK = '#### ### ###';
export const DATE_MASK = '##/##/####';

/** Longest value the server keeps for one field, whatever the field's own maxLength says. */
export const MAX_TEXT_LENGTH = 500;
export const MAX_TEXT_AREA_LENGTH = 5000;
export const MAX_FIELDS = 40;
export const MAX_OPTIONS = 50;
export const MAX_CCS = 10;

/** What a field's name may hold. */
export const FIELD_NAME = /^[A-Za-z0-9_-]*$/;

/** SPEC.md §5 configuration errors, word for word. */
export const CONFIG_ERRORS = {
  identifier: 'Identifier missing',
  recipient: 'Recipient missing',
  subject: 'Subject missing',
  names: 'All fields need names configured',
  duplicates: 'Fields cannot have duplicate names',
} as const;

/** The configuration errors that block submitting (shown in the editor; visitors get a plain apology). */
export function formConfigErrors(form: { identifier: string; recipient: string; subject: string; fields: readonly Pick<RuledField, 'name'>[] }): string[] {
  const errors: string[] = [];
  if (!form.identifier.trim()) errors.push(CONFIG_ERRORS.identifier);
  if (!form.recipient.trim()) errors.push(CONFIG_ERRORS.recipient);
  if (!form.subject.trim()) errors.push(CONFIG_ERRORS.subject);
  const names = form.fields.map((field) => field.name.trim());
  if (names.some((name) => !name || !FIELD_NAME.test(name))) errors.push(CONFIG_ERRORS.names);
  const named = names.filter(Boolean);
  if (new Set(named).size !== named.length) errors.push(CONFIG_ERRORS.duplicates);
  return errors;
}

/** SPEC.md §9: checkbox and multiple-choice fields always take half the row, others when halfWidth. */
export const isHalfWidth = (field: Pick<RuledField, 'type' | 'halfWidth'>) => field.type === 'checkbox' || field.type === 'multipleChoice' || field.halfWidth;

/** SPEC.md §5 validation messages, word for word. */
export const VALUE_MESSAGES = {
  required: 'This field is required',
  email: 'A valid email address is required',
  captcha: 'Please complete the recaptcha',
  tooLong: 'This field is too long',
  exceeds: (max: number) => `This field cannot exceed ${max} characters`,
  /** Only a forged request sends a choice the form does not offer. */
  option: 'Please choose one of the options',
} as const;

/** The longest value a field keeps: its own maxLength, else its type's cap. */
export const lengthCap = (field: Pick<RuledField, 'type'>) => (field.type === 'textArea' ? MAX_TEXT_AREA_LENGTH : MAX_TEXT_LENGTH);

/**
 * An email address as forms accept it: dot-separated words of letters, digits and _ ' + - before the @, then host
 * labels and a top-level name of two or more letters.
 */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const isEmail = (value: string) => EMAIL.test(value);


/**
 * One field's value checked against its configuration: answers the SPEC.md §5 message, or null when it is fine.
 * Text-like values are strings; a checkbox is a boolean; multiple choice is a string joined with ';;'.
 */
export function fieldValueError(field: RuledField, value: unknown): string | null {
  if (field.type === 'captcha') return typeof value === 'string' && value.trim() ? null : VALUE_MESSAGES.captcha;
  if (field.type === 'checkbox') {
    if (value !== undefined && typeof value !== 'boolean') return VALUE_MESSAGES.required;
    return field.required && value !== true ? VALUE_MESSAGES.required : null;
  }
  if (value !== undefined && typeof value !== 'string') return VALUE_MESSAGES.required;
  const text = (value ?? '').trim();
  if (!text) return field.required ? VALUE_MESSAGES.required : null;
  if (text.length > lengthCap(field)) return VALUE_MESSAGES.tooLong;
  if (field.maxLength && text.length > field.maxLength) return VALUE_MESSAGES.exceeds(field.maxLength);
  if (field.type === 'email' && !isEmail(text)) return VALUE_MESSAGES.email;
  if (field.type === 'select' && field.options.length && !field.options.includes(text)) return VALUE_MESSAGES.option;
  if (field.type === 'multipleChoice' && field.options.length && text.split(MULTIPLE_CHOICE_SEPARATOR).some((choice) => !field.options.includes(choice))) {
    return VALUE_MESSAGES.option;
  }
  return null;
}

/** The fields a visitor fills in (hidden fields are set by the server from their placeholder). */
export const visibleFields = <F extends Pick<RuledField, 'hidden'>>(fields: readonly F[]): F[] => fields.filter((field) => !field.hidden);
