'use client';

import { useEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useWhenNear } from '../shared/use-when-near';
import type { ContactFormModel } from './contact-form-model';
import type { LiveFormProps, LiveFormStart } from './live-form-types';

// Declared once, at module level: the form library and the validation rules are one separate download.
const loadLiveForm = () => import('./contact-form-live').then((module) => module.ContactFormLive);

type Props = {
  model: ContactFormModel;
  editing: boolean;
  secondaryLink?: ReactNode;
  /** The server's rendering of the form: shown until the live form arrives, and always in the editor. */
  children: ReactNode;
};

/** What was typed into the server's rendering before the live form took over, by field key. */
function typedValues(form: HTMLFormElement | null | undefined): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  if (!form) return values;
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') (values[name] ??= []).push(value);
  return values;
}

/**
 * Swaps the server's rendering of a contact form for the live one when a visitor comes near it (or points at,
 * touches or tabs into it). Only pages with the block fetch the live form's code. In the editor the form stays
 * as rendered and a submit goes nowhere.
 */
export function ContactFormLoader({ model, editing, secondaryLink, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [near, wake] = useWhenNear(box);
  const [Form, setForm] = useState<ComponentType<LiveFormProps> | null>(null);
  const submitted = useRef(false);
  const start = useRef<LiveFormStart | null>(null);

  useEffect(() => {
    if (editing || !near) return;
    let current = true;
    loadLiveForm().then(
      (Loaded) => current && setForm(() => Loaded),
      // A failed download (a dropped connection) leaves the server's rendering in place.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [near, editing]);

  // Read in the render that swaps the forms, while the server's rendering is still on the page: what the visitor
  // typed, and where they were, up to that very moment (not when the code arrived, a render or more earlier).
  if (Form && !start.current) start.current = startingPoint(box.current, submitted.current);

  const onSubmit = (event: FormEvent) => {
    if (Form) return;
    event.preventDefault();
    if (editing) return;
    // Sent as soon as the live form arrives: a visitor who was quicker than the download loses nothing.
    submitted.current = true;
    wake();
  };
  const onReach = editing ? undefined : wake;
  return (
    <div ref={box} onSubmit={onSubmit} onPointerEnter={onReach} onTouchStart={onReach} onFocus={onReach}>
      {Form && start.current ? <Form model={model} secondaryLink={secondaryLink} start={start.current} /> : children}
    </div>
  );
}

/** How the live form starts from the server's rendering inside `root`. */
function startingPoint(root: HTMLElement | null, submit: boolean): LiveFormStart {
  const active = document.activeElement;
  const inside = Boolean(root) && active instanceof HTMLElement && root!.contains(active);
  return {
    values: typedValues(root?.querySelector('form')),
    focusId: inside && active instanceof HTMLElement && active.id ? active.id : undefined,
    engaged: inside,
    submit,
  };
}
