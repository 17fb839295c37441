// How one submission reads in the dashboard: its time, and its fields as label and value.
import { format } from 'date-fns';
import type { SubmissionRow } from './submissions-query';
import { SUBMISSION_TIME_FORMAT } from './submissions-labels';

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
