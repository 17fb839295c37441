// A contact form as editors configure it (SPEC.md §3 "Form content" and "Form field") and the rules its values
// follow (SPEC.md §5). Shared by the block (visitors and the editor), the editor's form panels and the server,
// which validates every submission against the configuration stored on the page, never against the browser's.
import { z } from 'zod';
import { LinkSchema } from '@/lib/content/schemas';
import { formPrivacyShape } from './privacy-settings';
import { CAPTCHA_FIELD_NAME, FIELD_NAME, formFieldTypes, MAX_CCS, MAX_FIELDS, MAX_OPTIONS, MAX_TEXT_AREA_LENGTH, type FormFieldType } from './field-rules';

export * from './field-rules';

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

/** A field as the editor's type change leaves it: the name is reset, and a captcha is required and named. */
export function withType(field: FormField, type: FormFieldType): FormField {
  if (type === field.type) return field;
  if (type === 'captcha') return { ...field, type, name: CAPTCHA_FIELD_NAME, required: true };
  return { ...field, type, name: '' };
}

