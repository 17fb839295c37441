// A contact form as editors configure it (SPEC.md §3 "Form content" and "Form field") and the rules its values
// follow (SPEC.md §5). Shared by the block (visitors and the editor), the editor's form panels and the server,
// which validates every submission against the configuration stored on the page, never against the browser's.
import { z } from 'zod';
import { LinkSchema } from '@/lib/content/schemas';
import { formPrivacyShape } from './privacy-settings';

export const formFieldTypes = ['text', 'textArea', 'select', 'checkbox', 'email', 'multipleChoice', 'captcha', 'phone', 'date'] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

/** How each type is named in the form field editor. */
export const formFieldTypeLabels: Record<FormFieldType, string> = {
  text: 'Text',
  textArea: 'Text area',
  select: 'Select',
  checkbox: 'Checkbox',
  email: 'Email',
  multipleChoice: 'Multiple choice',
  captcha: 'Captcha',
  phone: 'Phone',
  date: 'Date',
};

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

export const FormFieldSchema = z.object({
  type: z.enum(formFieldTypes).catch('text'),
  /**
   * The key of the value in the submission; letters, digits, _ and - (FIELD_NAME; the editor says so). Empty until
   * an editor names it. A form with any other name is not ready ('All fields need names configured'): the store
   * could not keep a submission keyed by it.
   */
  name: z.string().max(60).default(''),
  label: z.string().max(300).default(''),
  placeholder: z.string().max(200).default(''),
  /** Choices of a select or multiple-choice field, as shown and as sent. */
  options: z.array(z.string().max(200)).max(MAX_OPTIONS).default([]),
  required: z.boolean().default(false),
  halfWidth: z.boolean().default(false),
  /** Not shown to visitors: its value is the placeholder, always set by the server (e.g. a source tag). */
  hidden: z.boolean().default(false),
  /** A shorter limit than the type's own; 'This field cannot exceed N characters'. */
  maxLength: z.number().int().min(1).max(MAX_TEXT_AREA_LENGTH).optional().catch(undefined),
});
export type FormField = z.infer<typeof FormFieldSchema>;

/** What a new field starts as in the editor. */
export const newFormField = (): FormField => FormFieldSchema.parse({ type: 'text', label: '', name: '' });

/** Names of the fields a confirmation may repeat (see formContentShape.successEmailFields). */
export const successEmailFieldsSchema = z.array(z.string().max(60)).max(MAX_FIELDS).default([]);

/** Everything a contact form is configured with (SPEC.md §3 "Form content"). */
export const formContentShape = {
  identifier: z.string().max(120).default(''),
  recipient: z.string().max(254).default(''),
  subject: z.string().max(200).default(''),
  ccs: z.array(z.string().max(254)).max(MAX_CCS).default([]),
  trackInGA: z.boolean().default(false),
  title: z.string().max(200).default(''),
  primaryButtonText: z.string().max(60).default('Send enquiry'),
  secondaryLink: LinkSchema.default({ type: 'page', href: '', text: '' }),
  successMessage: z.string().max(500).default('Success'),
  successEmailSubject: z.string().max(200).default(''),
  successEmailText: z.string().max(10000).default(''),
  /** Name of the field holding the visitor's email: the confirmation goes there. */
  submitterEmailField: z.string().max(60).default(''),
  /**
   * The fields whose answers the confirmation may repeat (`${name}`), as the editor marked them: whatever a visitor
   * types there is mailed to the address they typed, so placeholders of any other field stay empty.
   */
  successEmailFields: successEmailFieldsSchema,
  fields: z.array(FormFieldSchema).max(MAX_FIELDS).default([]),
  ...formPrivacyShape,
};
export const FormContentSchema = z.object(formContentShape);
export type FormContent = z.infer<typeof FormContentSchema>;

/** SPEC.md §5 configuration errors, word for word. */
export const CONFIG_ERRORS = {
  identifier: 'Identifier missing',
  recipient: 'Recipient missing',
  subject: 'Subject missing',
  names: 'All fields need names configured',
  duplicates: 'Fields cannot have duplicate names',
} as const;

/** The configuration errors that block submitting (shown in the editor; visitors get a plain apology). */
export function formConfigErrors(form: Pick<FormContent, 'identifier' | 'recipient' | 'subject' | 'fields'>): string[] {
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
export const isHalfWidth = (field: Pick<FormField, 'type' | 'halfWidth'>) => field.type === 'checkbox' || field.type === 'multipleChoice' || field.halfWidth;

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

/** A field as the editor's type change leaves it: the name is reset, and a captcha is required and named. */
export function withType(field: FormField, type: FormFieldType): FormField {
  if (type === field.type) return field;
  if (type === 'captcha') return { ...field, type, name: CAPTCHA_FIELD_NAME, required: true };
  return { ...field, type, name: '' };
}

/** The longest value a field keeps: its own maxLength, else its type's cap. */
export const lengthCap = (field: Pick<FormField, 'type'>) => (field.type === 'textArea' ? MAX_TEXT_AREA_LENGTH : MAX_TEXT_LENGTH);

const emailPattern = z.email();
export const isEmail = (value: string) => emailPattern.safeParse(value).success;

/**
 * One field's value checked against its configuration: answers the SPEC.md §5 message, or null when it is fine.
 * Text-like values are strings; a checkbox is a boolean; multiple choice is a string joined with ';;'.
 */
export function fieldValueError(field: FormField, value: unknown): string | null {
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
export const visibleFields = (fields: readonly FormField[]) => fields.filter((field) => !field.hidden);
