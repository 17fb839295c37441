'use client';

import { useState, type ReactNode } from 'react';

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
  const [open, setOpen] = useState(initiallyOpen);
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
