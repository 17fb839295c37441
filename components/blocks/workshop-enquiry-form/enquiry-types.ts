// What the server-rendered block hands to the form's browser code: plain, already-parsed data.

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
  /** The id of the element that had focus in the server-rendered form, to give it focus back once the form is live. */
  focusedId?: () => string | null;
  /** What the visitor typed into the server-rendered form before it went live, by field name (as a browser posts it). */
  typedValues?: () => Record<string, string[]> | null;
  /** Whether the visitor pressed Next on the server-rendered form: the live form takes that step as it arrives. */
  pressedNext?: () => boolean;
};

export type EnquiryStatus = 'idle' | 'loading' | 'success' | 'error';
