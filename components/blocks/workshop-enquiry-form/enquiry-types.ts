// What the server-rendered block hands to the form's browser code: plain, already-parsed data.
import type { LiveStart } from '../shared/live-start';

export type EnquiryFormProps = {
  /** The component's path in the page document: prefix of its data-edit attributes and element ids. */
  path: string;
  editing: boolean;
  /** The component's key, which names the form to `forms/submit`. */
  componentKey: string;
  title: string;
  primaryButtonText: string;
  /** Shown to editors only; empty for visitors, so staff addresses never reach the page. */
  recipient: string;
  subject: string;
  /** SPEC.md §5 configuration errors ('Recipient missing', 'Subject missing'); any of them blocks sending. */
  configErrors: readonly string[];
  /** What the visitor did in the server-rendered form before it went live (typed, focused, pressed Next). */
  start?: LiveStart;
};

export type EnquiryStatus = 'idle' | 'loading' | 'success' | 'error';
