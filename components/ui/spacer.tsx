import type { CSSProperties } from 'react';

type SpacerProps = {
  /** A number is in rem (SPEC.md §9), so the gap grows with the visitor's text size; a string is any CSS length. */
  width: number | string;
  className?: string;
};

const plainNumber = /^\s*\d*\.?\d+\s*$/;

/** The CSS width for a Spacer: numbers, and strings that are only a number, become rem. */
export function spacerWidth(width: number | string): string {
  if (typeof width === 'number') return `${Number.isFinite(width) && width > 0 ? width : 0}rem`;
  return plainNumber.test(width) ? `${width.trim()}rem` : width.trim();
}

/**
 * Empty room between inline items (e.g. an icon and its text). Purely visual, so hidden from
 * assistive tech; an inline style because the width is free-form.
 */
export function Spacer({ width, className }: SpacerProps) {
  const style: CSSProperties = { display: 'inline-block', width: spacerWidth(width), flexShrink: 0 };
  return <span aria-hidden="true" className={className ? `cs-spacer ${className}` : 'cs-spacer'} style={style} />;
}
