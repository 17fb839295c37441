'use client';

import { createElement, type ComponentType } from 'react';
import { CheckboxFieldEditor } from './checkbox-field-editor';
import { ColourFieldEditor } from './colour-field-editor';
import { ContentFieldEditor } from './content-field-editor';
import { CrisisContactFieldEditor } from './crisis-contact-field-editor';
import { DateFieldEditor } from './date-field-editor';
import { FormFieldEditor } from './form-field-editor';
import { FormattedTextFieldEditor } from './formatted-text-field-editor';
import { FreeformImageFieldEditor } from './freeform-image-field-editor';
import { IllustrationFieldEditor } from './illustration-field-editor';
import { ImageFieldEditor } from './image-field-editor';
import { LinkFieldEditor } from './link-field-editor';
import { ListFieldEditor } from './list-field-editor';
import { MapAddressFieldEditor } from './map-address-field-editor';
import { NumberFieldEditor } from './number-field-editor';
import { RichTextFieldEditor } from './rich-text-field-editor';
import { SelectFieldEditor } from './select-field-editor';
import { SpacingFieldEditor } from './spacing-field-editor';
import { SplitLayoutFieldEditor } from './split-layout-field-editor';
import { StringListFieldEditor } from './string-list-field-editor';
import { SuccessEmailFieldEditor } from './success-email-field-editor';
import { TagFilterFieldEditor } from './tag-filter-field-editor';
import { HubBaseFiltersFieldEditor } from './hub-base-filters-field-editor';
import { TextFieldEditor } from './text-field-editor';
import { VideoFieldEditor } from './video-field-editor';
import { NestedFieldEditor } from './nested-field';
import type { FieldEditorMap, FieldEditorProps } from './types';

export type { FieldContext, FieldEditorMap, FieldEditorProps } from './types';

/** One editor per field kind; the map's type makes a kind without an editor a type error. */
export const fieldEditors: FieldEditorMap = {
  text: TextFieldEditor,
  formattedText: FormattedTextFieldEditor,
  richText: RichTextFieldEditor,
  number: NumberFieldEditor,
  checkbox: CheckboxFieldEditor,
  select: SelectFieldEditor,
  date: DateFieldEditor,
  image: ImageFieldEditor,
  freeformImage: FreeformImageFieldEditor,
  link: LinkFieldEditor,
  list: ListFieldEditor,
  content: ContentFieldEditor,
  colour: ColourFieldEditor,
  illustration: IllustrationFieldEditor,
  video: VideoFieldEditor,
  mapAddress: MapAddressFieldEditor,
  splitLayout: SplitLayoutFieldEditor,
  spacing: SpacingFieldEditor,
  formField: FormFieldEditor,
  stringList: StringListFieldEditor,
  successEmail: SuccessEmailFieldEditor,
  tagFilter: TagFilterFieldEditor,
  hubBaseFilters: HubBaseFiltersFieldEditor,
  crisisContact: CrisisContactFieldEditor,
};

/** The editor for `field`, whatever its kind (list items use this for their own fields). */
export function FieldEditor(props: FieldEditorProps) {
  // The map pairs each kind with the editor for that kind's descriptor; TypeScript cannot follow
  // that pairing through an indexed lookup, hence the widening.
  const Editor = fieldEditors[props.field.kind] as ComponentType<FieldEditorProps>;
  return createElement(NestedFieldEditor.Provider, { value: FieldEditor }, createElement(Editor, props));
}
