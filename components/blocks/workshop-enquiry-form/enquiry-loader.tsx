'use client';

import { useCallback, useRef, type FocusEvent, type ReactNode } from 'react';
import { LazyWhenNear } from '../shared/lazy-when-near';
import type { EnquiryFormProps } from './enquiry-types';

// Declared once: LazyWhenNear fetches again whenever it is handed a new function.
const loadEnquiryForm = () => import('./enquiry-form').then((module) => module.EnquiryForm);

type Props = { props: Omit<EnquiryFormProps, 'focusedId'>; children: ReactNode };

/**
 * Shows the server's rendering of the form (children) until the visitor comes near it, then the live form,
 * whose code (a form library and the validation rules) only pages with this block ever download.
 */
export function EnquiryLoader({ props, children }: Props) {
  const focused = useRef<string | null>(null);
  const remember = useCallback((event: FocusEvent<HTMLDivElement>) => {
    focused.current = event.target.id || null;
  }, []);
  const focusedId = useCallback(() => focused.current, []);
  return (
    <div onFocusCapture={remember}>
      <LazyWhenNear load={loadEnquiryForm} props={{ ...props, focusedId }}>
        {children}
      </LazyWhenNear>
    </div>
  );
}
