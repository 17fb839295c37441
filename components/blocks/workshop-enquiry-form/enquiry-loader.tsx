'use client';

import { useCallback, useRef, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { LazyWhenNear } from '../shared/lazy-when-near';
import { enquiryCopy } from './enquiry-copy';
import type { EnquiryFormProps } from './enquiry-types';

// Declared once: LazyWhenNear fetches again whenever it is handed a new function.
const loadEnquiryForm = () => import('./enquiry-form').then((module) => module.EnquiryForm);

type Props = { props: Omit<EnquiryFormProps, 'focusedId' | 'typedValues' | 'pressedNext'>; children: ReactNode };

/** A form's values as a browser would post them, by field name. */
function postedValues(form: HTMLFormElement): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') (values[name] ??= []).push(value);
  return values;
}

/**
 * Shows the server's rendering of the form (children) until the visitor comes near it, then the live form,
 * whose code (a form library and the validation rules) only pages with this block ever download. A visitor who
 * was quicker than the download loses nothing: what they typed, where they were and a press of Next carry over.
 */
export function EnquiryLoader({ props, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const focused = useRef<string | null>(null);
  const pressed = useRef(false);
  const remember = useCallback((event: FocusEvent<HTMLDivElement>) => {
    focused.current = event.target.id || null;
  }, []);
  // The server's rendering has a plain button for Next (it cannot check anything yet); the live form's submits.
  const rememberPress = useCallback((event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest('button');
    if (button?.type === 'button' && button.textContent === enquiryCopy.next) pressed.current = true;
  }, []);
  const focusedId = useCallback(() => focused.current, []);
  // Asked for as the live form first renders, while the server's rendering (and what was typed in it) is still there.
  const typedValues = useCallback(() => {
    const form = box.current?.querySelector('form');
    return form ? postedValues(form) : null;
  }, []);
  const pressedNext = useCallback(() => pressed.current, []);
  return (
    <div ref={box} onFocusCapture={remember} onClickCapture={rememberPress}>
      <LazyWhenNear load={loadEnquiryForm} props={{ ...props, focusedId, typedValues, pressedNext }}>
        {children}
      </LazyWhenNear>
    </div>
  );
}
