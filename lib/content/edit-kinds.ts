// What a `data-edit-kind` attribute may say (SPEC.md §3 editable kinds): how the value on that element is shown.
export const editKinds = ['text', 'formattedText', 'richText', 'image', 'link', 'list', 'date', 'select', 'content'] as const;
export type EditKind = (typeof editKinds)[number];

export const isEditKind = (value: unknown): value is EditKind =>
  typeof value === 'string' && (editKinds as readonly string[]).includes(value);
