// The hand-off from a form's server rendering to its live code (shared/live-form-loader.tsx). Kept apart from the
// loader, with no React, so that the server's rendering can mark its buttons.

/**
 * How a live form starts from the server's rendering it replaces, read in the render that swaps them: a visitor
 * who was quicker than the download loses nothing.
 */
export type LiveStart = {
  /** Values typed before the switch, by field name (as a browser would post them). */
  values: Record<string, string[]>;
  /** The control that had focus, to give it back. */
  focusId?: string;
  /** The visitor was already in the form (a captcha may load at once). */
  engaged: boolean;
  /** The visitor pressed the form's button (send, or a step's Next) before the code arrived. */
  submit: boolean;
};

/** Marks a plain button of the server's rendering whose press the live form carries out when it arrives (Next). */
export const GOES_ON = 'data-goes-on';

/** A form's values as a browser posts them, by field name (files left out). */
export function postedValues(data: FormData): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const [name, value] of data) if (typeof value === 'string') (values[name] ??= []).push(value);
  return values;
}
