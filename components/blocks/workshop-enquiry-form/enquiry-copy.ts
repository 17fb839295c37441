// Every word the workshop enquiry form shows (SPEC.md §2 "Workshop enquiry form screen"), in one place.
import type { WorkshopFieldName } from '@/lib/forms/workshop-enquiry';

export const enquiryCopy = {
  success: 'Thank you for submitting your training enquiry.',
  clearForm: 'Clear Form',
  /** What visitors see when the form is not configured well enough to send. */
  unavailable: 'This form cannot be sent at the moment. Please contact us another way.',
  editFormConfig: 'Edit form config',
  editSuccessEmail: 'Edit success email config',
  sendsTo: 'Sends to',
  subject: 'Subject',
  next: 'Next',
  back: 'Back',
  sending: 'Sending…',
  /** SPEC.md §9 default button label, used when an editor clears it. */
  defaultButton: 'Send enquiry',
  /** Names the form when its title is blank. */
  defaultName: 'Workshop enquiry form',
  requiredHint: ' (required)',
  /** Names the captcha's group (Google's frame is inside it). */
  securityCheck: 'Security check',
  stepOf: (step: number, count: number) => `Step ${step} of ${count}`,
} as const;

export const fieldLabels: Record<WorkshopFieldName, string> = {
  salutation: 'Salutation',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  email_confirm: 'Confirm email',
  phone: 'Phone',
  mobile: 'Mobile',
  myself_org: 'Who is the training for?',
  myself_org_title: 'Job title',
  myself_org_company: 'Organisation name',
  Interested_In: 'Which training are you interested in?',
  lead_source: 'How did you hear about us?',
  preferred_location_of_training: 'Preferred location of training',
};

/** The empty choice of an optional select. */
export const noChoice = '--None--';
