// How one submission reads in the dashboard: its time, and its fields as label and value.
import { format } from 'date-fns';
import type { SubmissionRow } from './submissions-query';
import { SUBMISSION_TIME_FORMAT } from './submissions-labels';

/** How many words of the message the table shows. */
const MESSAGE_WORDS = 12;

const isEmail = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value.trim());

/**
 * Who sent it and what they wrote, for the table, so staff can triage without opening each row: the sender is the
 * field named or labelled as a name (else the first short text answer), the message the field named or labelled as
 * a message (else the longest answer), cut to its first twelve words.
 */
export function submissionSummary(row: Pick<SubmissionRow, 'form' | 'labels'>): { from: string; message: string } {
  const fields = submissionFields(row).filter((field) => field.value.trim() && !field.choices);
  const named = (pattern: RegExp) => fields.filter((field) => pattern.test(field.name) || pattern.test(field.label));
  // First and last name fields together ('Quinn Submitter').
  const names = named(/name/i).slice(0, 2);
  const short = fields.find((field) => !isEmail(field.value) && field.value.length <= 80 && !/\n/.test(field.value));
  const senders = names.length > 0 ? names : short ? [short] : [];
  const rest = fields.filter((field) => !senders.includes(field) && !isEmail(field.value));
  const longest = (list: SubmissionField[]) => [...list].sort((a, b) => b.value.length - a.value.length)[0];
  // 'What is your message about?' is a choice, not the message: of the fields so named, the longest answer.
  const written = longest(named(/message|enquiry|comment|question|details/i).filter((field) => !senders.includes(field))) ?? longest(rest);
  const words = (written?.value ?? '').trim().split(/\s+/).filter(Boolean);
  const message = words.length > MESSAGE_WORDS ? `${words.slice(0, MESSAGE_WORDS).join(' ')}…` : words.join(' ');
  return { from: senders.map((field) => field.value.trim()).join(' '), message };
}

/** Multiple-choice answers are stored joined with this (SPEC.md §5). */
export const CHOICE_SEPARATOR = ';;';

/** When it was sent, in the editor's local time; empty if the stored time cannot be read. */
export function submissionTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : format(at, SUBMISSION_TIME_FORMAT);
}

export type SubmissionField = {
  name: string;
  label: string;
  value: string;
  /** The separate answers of a multiple-choice field; null for a single value. */
  choices: string[] | null;
};

const own = (record: Record<string, string>, key: string) => (Object.hasOwn(record, key) ? record[key] : undefined);

/**
 * The fields in the order the form had them (then any that only have a label), each under its label, or its
 * name when the label is missing. Rows carry no field types, so any value holding the multiple-choice
 * separator is shown as a list.
 */
export function submissionFields(row: Pick<SubmissionRow, 'form' | 'labels'>): SubmissionField[] {
  const names = [...new Set([...Object.keys(row.form), ...Object.keys(row.labels)])];
  return names.map((name) => {
    const value = String(own(row.form, name) ?? '');
    const label = String(own(row.labels, name) ?? '').trim() || name;
    const choices = value.includes(CHOICE_SEPARATOR)
      ? value
          .split(CHOICE_SEPARATOR)
          .map((choice) => choice.trim())
          .filter(Boolean)
      : null;
    return { name, label, value, choices };
  });
}
