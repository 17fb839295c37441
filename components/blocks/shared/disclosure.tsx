'use client';

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '@/components/ui/class-names';
import { useHydrated } from '@/components/ui/use-hydrated';
import './disclosure.styles';

type DisclosureProps = {
  /** Id of the panel, which the button names in aria-controls. */
  panelId: string;
  /** What the button shows, and what it shows while open (defaults to `label`). */
  label: ReactNode;
  expandedLabel?: ReactNode;
  /** Puts the button in an h2, as accordion headers are, so screen-reader users can jump between them. */
  inHeading?: boolean;
  /** An element that gives the button context, e.g. the heading a 'Read more' belongs to. */
  describedBy?: string;
  className?: string;
  headingClassName?: string;
  buttonClassName?: string;
  panelClassName?: string;
  /** Starts open: in the editor, so what is inside can be seen and clicked without a toggle. */
  initiallyOpen?: boolean;
  /** The panel's contents: rendered by the server, only shown or hidden here. */
  children: ReactNode;
};

/**
 * A button that shows and hides the panel after it. A native button, so Enter and Space work and
 * focus behaves without extra code. The closed panel keeps its content in the page, hidden.
 *
 * Until the script runs (on a slow phone, or never), the same content is a native `<details>`, which
 * opens and closes by itself; an item a visitor opened before then stays open.
 */
export function Disclosure({
  panelId,
  label,
  expandedLabel,
  inHeading = false,
  describedBy,
  className,
  headingClassName,
  buttonClassName,
  panelClassName,
  initiallyOpen = false,
  children,
}: DisclosureProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(initiallyOpen);
  const details = useRef<HTMLDetailsElement>(null);
  // Runs once, on the server's HTML, just before it turns into the scripted form.
  useLayoutEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);

  if (!hydrated) {
    const shown =
      expandedLabel === undefined ? (
        label
      ) : (
        <>
          <span className="cs-disclosure__when-closed">{label}</span>
          <span className="cs-disclosure__when-open">{expandedLabel}</span>
        </>
      );
    return (
      <details ref={details} className={cx('cs-disclosure', className)} open={initiallyOpen || undefined}>
        {inHeading ? (
          <summary className="cs-disclosure__summary" aria-describedby={describedBy}>
            <h2 className={headingClassName}>
              <span className={buttonClassName}>{shown}</span>
            </h2>
          </summary>
        ) : (
          <summary className={cx('cs-disclosure__summary', buttonClassName)} aria-describedby={describedBy}>
            {shown}
          </summary>
        )}
        <div id={panelId} className={panelClassName}>
          {children}
        </div>
      </details>
    );
  }

  const button = (
    <button
      type="button"
      className={buttonClassName}
      aria-expanded={open}
      aria-controls={panelId}
      aria-describedby={describedBy}
      onClick={() => setOpen((wasOpen) => !wasOpen)}
    >
      {open && expandedLabel !== undefined ? expandedLabel : label}
    </button>
  );
  return (
    <div className={className}>
      {inHeading ? <h2 className={headingClassName}>{button}</h2> : button}
      <div id={panelId} className={panelClassName} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
