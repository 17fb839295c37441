// What `forms/submit` answers when it refuses a submission (SPEC.md §8: the form shows the message, and each
// field's message beside the field). The field messages themselves are SPEC.md §5's (form-config.ts).

export const FORM_NOT_FOUND = 'This form could not be found';
export const FORM_NOT_READY = 'This form is not set up completely, so it cannot be sent yet. Please contact us another way.';
export const FORM_SETTINGS_MISMATCH = 'This form has changed since the page was opened. Please reload the page and send it again.';
export const CHECK_FIELDS = 'Please check the highlighted fields.';
/** Shown when the server could not be reached or could not answer: the plain sentence, which says what to do. */
export const SUBMIT_FAILED = 'Your enquiry could not be sent. Please check your connection and try again.';
/** A form with a captcha posted without JavaScript: Google's check cannot run there. */
export const CAPTCHA_NEEDS_SCRIPT = 'The security check needs JavaScript. Please turn JavaScript on to send this form, or contact us another way.';
export const TOO_MANY_SUBMISSIONS = 'Too many forms sent from your connection. Please wait a few minutes and try again.';
