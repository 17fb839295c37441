// The ids a contact form's controls and messages carry: the server's rendering, the live form and the model share
// them. A module of its own, with no imports, so the server's rendering in the browser never pulls in the model's
// rules (contact-form-model.ts).

/** The id of a field's control (the first box of a multiple choice; the captcha's box). */
export const fieldControlId = (formId: string, field: { index: number }) => `${formId}-${field.index}`;
export const fieldErrorId = (controlId: string) => `${controlId}-error`;
