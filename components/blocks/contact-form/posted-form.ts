// What a form sent without its script (a plain POST to its page) comes back with, in the page the server answers.
import type { FormValues } from './form-values';

export type PostedForm =
  | { ok: true }
  /** The server's message, its messages by field key, those no shown field can hold, and the values sent back. */
  | { ok: false; message: string; fields: Record<string, string>; others: string[]; values: FormValues }
  | null;

