'use client';

import type { ReactNode } from 'react';
import { LiveFormLoader } from '../shared/live-form-loader';
import type { ContactFormModel } from './contact-form-model';

// The server's rendering, which this loader always wraps for visitors: one download for both (block-parts.tsx).
export { ContactFormPost } from './contact-form-post';

// Declared once, at module level: the form library and the validation rules are one separate download.
const loadLiveForm = () => import('./contact-form-live').then((module) => module.ContactFormLive);

type Props = {
  model: ContactFormModel;
  editing: boolean;
  secondaryLink?: ReactNode;
  /** The server's rendering of the form: shown until the live form arrives, and always in the editor. */
  children: ReactNode;
};

/**
 * Swaps the server's rendering of a contact form for the live one when a visitor reaches for it (LiveFormLoader).
 * In the editor the form stays as rendered and a submit goes nowhere.
 */
export function ContactFormLoader({ model, editing, secondaryLink, children }: Props) {
  return (
    <LiveFormLoader load={loadLiveForm} props={{ model, secondaryLink }} stayAsRendered={editing}>
      {children}
    </LiveFormLoader>
  );
}
