// SPEC.md does not list caption icons; these are the site's icons that make sense beside a caption.
// Kept apart from the drawings so the editor's descriptor can offer them without importing React.
export const captionIconChoices = [
  { value: 'arrowRight', label: 'Arrow right' },
  { value: 'arrowLeft', label: 'Arrow left' },
  { value: 'arrowUp', label: 'Arrow up' },
  { value: 'chevron', label: 'Chevron' },
  { value: 'phone', label: 'Phone' },
  { value: 'speaker', label: 'Speaker' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'youtube', label: 'YouTube' },
] as const;
export type CaptionIconName = (typeof captionIconChoices)[number]['value'];

/** Stored names are compared without case or punctuation, so 'arrowRight', 'arrow-right' and 'ArrowRight' match. */
export const captionIconKey = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
