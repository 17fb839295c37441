// What the form needs in the browser, worked out once on the server from the stored configuration: plain data
// only, so the small loader every page downloads never pulls in zod or the block's schema.
import type { FormField } from '@/lib/forms/form-config';
import { formConfigErrors, isHalfWidth, visibleFields } from '@/lib/forms/field-rules';
import { domId } from '../shared/dom-id';
import type { ContactFormData } from './schema';

/** One field a visitor fills in, with where it sits in the configuration and its key in the live form. */
export type FormFieldModel = FormField & {
  /** Position in the component's `fields` (hidden ones included): the editor's path is `fields.<index>`. */
  index: number;
  /** The form library's name for the value. Field names may hold characters it reads as paths, so never the name. */
  key: string;
  /** SPEC.md §9: half the row on larger screens. */
  half: boolean;
};

export type ContactFormModel = {
  formId: string;
  /** The title's id when there is one: it names the form. */
  titleId?: string;
  componentKey: string;
  identifier: string;
  trackInGA: boolean;
  primaryButtonText: string;
  successMessage: string;
  fields: FormFieldModel[];
  /** A configuration error stops visitors submitting (what is wrong is shown to editors only). */
  blocked: boolean;
};

/** SPEC.md §9 default label. */
export const DEFAULT_BUTTON_TEXT = 'Send enquiry';

export const fieldKey = (index: number) => `field${index}`;

/** The fields a visitor fills in, in order, each with its place in the configuration and its key. */
export function fieldModels(fields: readonly FormField[]): FormFieldModel[] {
  const shown = new Set(visibleFields(fields));
  return fields.flatMap((field, index) => (shown.has(field) ? [{ ...field, index, key: fieldKey(index), half: isHalfWidth(field) }] : []));
}

export function contactFormModel(data: ContactFormData, path: string, editing: boolean): ContactFormModel {
  return {
    formId: domId(path, 'form'),
    titleId: editing || data.title.trim() ? domId(path, 'form-title') : undefined,
    componentKey: data.key,
    identifier: data.identifier,
    trackInGA: data.trackInGA,
    primaryButtonText: data.primaryButtonText.trim() || (editing ? data.primaryButtonText : DEFAULT_BUTTON_TEXT),
    successMessage: data.successMessage,
    fields: fieldModels(data.fields),
    blocked: formConfigErrors(data).length > 0,
  };
}
