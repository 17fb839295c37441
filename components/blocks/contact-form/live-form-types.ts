import type { ReactNode } from 'react';
import type { ContactFormModel } from './contact-form-model';

/** How the live form starts: from what the server's rendering held when it took over. */
export type LiveFormStart = {
  /** Values typed before the switch, by field key (as a browser would post them). */
  values: Record<string, string[]>;
  /** The control that had focus, to give it back. */
  focusId?: string;
  /** The visitor was already in the form: the captcha may load at once. */
  engaged: boolean;
  /** The visitor pressed the button before the code arrived. */
  submit: boolean;
};

export type LiveFormProps = { model: ContactFormModel; secondaryLink?: ReactNode; start: LiveFormStart };
