// Words the contact form shows visitors, kept in one place (SPEC.md §4 and §8, and what SPEC.md leaves to us).
export const contactFormCopy = {
  /** SPEC.md §4: the button once the form is sent. */
  success: 'Success!',
  /** A configuration error, as visitors hear of it: what is wrong is shown to editors only. */
  unavailable: 'This form cannot be sent at the moment. Please contact us another way.',
  /** Editor mode: above the configuration errors. */
  configErrorsHeading: 'This form cannot be sent until this is fixed:',
  successMessageLabel: 'Success message:',
} as const;
