// What the workshop enquiry posted without its script (a plain POST to its page) comes back with: the step to
// show, what was typed, and the messages, in the page the server answers with.
import type { WorkshopFieldName } from '@/lib/forms/workshop-enquiry';
import type { EnquiryStep } from './enquiry-steps';
import type { EnquiryValues } from './enquiry-values';

/** The name of the button a form posted without the script was sent with. */
export const GO_INPUT = 'enquiry-go';
export type EnquiryGo = 'next' | 'back' | 'send' | 'clear';

export type PostedEnquiry = {
  step: EnquiryStep;
  values: EnquiryValues;
  errors: Partial<Record<WorkshopFieldName, string>>;
  failure: { message: string; others: string[] } | null;
  sent: boolean;
} | null;
