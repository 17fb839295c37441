'use client';

import type { ReactNode } from 'react';
import { LiveFormLoader } from '../shared/live-form-loader';
import type { EnquiryFormProps } from './enquiry-types';

// The server's rendering, which this loader always wraps for visitors: one download for both (block-parts.tsx).
export { EnquiryPost } from './enquiry-post';

// Declared once: the loader fetches again whenever it is handed a new function.
const loadEnquiryForm = () => import('./enquiry-form').then((module) => module.EnquiryForm);

type Props = { props: Omit<EnquiryFormProps, 'start'>; children: ReactNode };

/**
 * Shows the server's rendering of the form (children) until the visitor reaches for it, then the live form
 * (LiveFormLoader), whose code only pages with this block ever download. What was typed, where the visitor was
 * and a press of Next carry over. The editor has the live form at once: its steps are what editors edit.
 */
export function EnquiryLoader({ props, children }: Props) {
  return (
    <LiveFormLoader load={loadEnquiryForm} props={props} atOnce={props.editing}>
      {children}
    </LiveFormLoader>
  );
}
