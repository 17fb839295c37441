'use client';

import { useEffect, useRef, type ComponentType, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { GOES_ON, postedValues, type LiveStart } from './live-start';
import { useLazyWhenNear } from './use-lazy-when-near';

type Props<P> = {
  /** The live form's code, declared once at module level. */
  load: () => Promise<ComponentType<P & { start: LiveStart }>>;
  props: P;
  /** Keep the server's rendering for good (the editor, where a submit goes nowhere). */
  stayAsRendered?: boolean;
  /** Load the live form at once (the editor, which shows a form's live steps to edit them). */
  atOnce?: boolean;
  /** The server's rendering of the form: shown until the live form arrives. */
  children: ReactNode;
};

/**
 * The one loader of the site's forms: shows the server's rendering until a visitor reaches for it (points at,
 * touches or tabs into it), then the live form, handing it what the visitor did meanwhile (LiveStart). Only
 * visitors who fill in a form fetch its code (a form library, the rules, the captcha): a visitor who only reads
 * the page never does. If the code cannot be fetched, the server's form posts as it does without script.
 */
export function LiveFormLoader<P extends object>({ load, props, stayAsRendered = false, atOnce = false, children }: Props<P>) {
  const { box, loaded: Live, failed, wake, reach } = useLazyWhenNear(load, { enabled: !stayAsRendered, whenNear: false });
  useEffect(() => {
    if (atOnce) wake();
  }, [atOnce, wake]);
  const submitted = useRef(false);
  const submitter = useRef<HTMLElement | null>(null);

  // The press the live form was to carry out: the server's form does it instead (a full post, or a step's Next).
  useEffect(() => {
    if (!failed || !submitted.current) return;
    const button = submitter.current;
    box.current?.querySelector('form')?.requestSubmit(button instanceof HTMLButtonElement && button.type === 'submit' ? button : undefined);
  }, [failed, box]);
  const start = useRef<LiveStart | null>(null);

  // Read in the render that swaps the forms, while the server's rendering is still on the page: what the visitor
  // typed, and where they were, up to that very moment.
  if (Live && !start.current) start.current = readStart(box.current, submitted.current);

  const goOn = () => {
    submitted.current = true;
    wake();
  };
  const onSubmit = (event: FormEvent) => {
    if (Live || failed) return;
    event.preventDefault();
    submitter.current = (event.nativeEvent as SubmitEvent).submitter ?? null;
    if (!stayAsRendered) goOn();
  };
  const onClick = (event: MouseEvent) => {
    if (Live || failed || stayAsRendered) return;
    if ((event.target as Element).closest(`button[${GOES_ON}]`)) goOn();
  };
  // In the editor (stayAsRendered) nothing loads, however the form is reached.
  return (
    <div ref={box} onSubmit={onSubmit} onClickCapture={onClick} {...reach}>
      {Live && start.current ? <Live {...props} start={start.current} /> : children}
    </div>
  );
}

/** Read before the swap is committed, so the control with focus is still the server's. */
function readStart(root: HTMLElement | null, submit: boolean): LiveStart {
  const active = document.activeElement;
  const inside = Boolean(root) && active instanceof HTMLElement && root!.contains(active);
  const form = root?.querySelector('form');
  return { values: form ? postedValues(new FormData(form)) : {}, focusId: inside && active instanceof HTMLElement && active.id ? active.id : undefined, engaged: inside, submit };
}
