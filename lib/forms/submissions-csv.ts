// The 'Export to CSV' file of the Form Submissions tab (SPEC.md §2), written in the browser from the rows
// `forms/generateCSV` answers. Visitors typed most of what is in it, and spreadsheets run a cell that starts
// like a formula (DESIGN.md §7): every such cell is escaped.
import { format } from 'date-fns';
import Papa from 'papaparse';
import type { SubmissionRow } from './submission-types';

export const CSV_FILE_NAME = 'Form Submissions Export.csv';
/** SPEC.md §9 'h:mm a, DD/MM/YYYY', in the local time of whoever exports. */
export const CSV_DATE_FORMAT = 'h:mm a, dd/MM/yyyy';

/**
 * Cells a spreadsheet would read as a formula: starting with = + - @ tab or CR. Papaparse's own `true` pattern
 * misses a value with a line break after the first character (its `.*$` stops at the newline), and would make
 * a value that really starts with a quote mark indistinguishable from an escaped one; so leading quote marks
 * before one of the six count too, and every escaped cell is exactly one quote mark plus the value.
 */
export const FORMULA_START = /^'*[=+\-@\t\r]/;

/** What a visitor sent, from a cell of the file (the escaping undone). */
export const unescapeCsvCell = (cell: string) => (cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell);

const fixedColumns = ['Date', 'Identifier', 'Subject', 'Page'] as const;

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, CSV_DATE_FORMAT);
};

/** Each field's column: its label (or name), in the order first met; a second field with the same label in one form gets its name added. */
function fieldColumns(row: SubmissionRow): [column: string, value: string][] {
  const seen = new Set<string>();
  return Object.entries(row.form).map(([name, value]) => {
    let column = row.labels[name]?.trim() || name;
    if (seen.has(column) || (fixedColumns as readonly string[]).includes(column)) column = `${column} (${name})`;
    seen.add(column);
    return [column, value];
  });
}

export function submissionsCsv(rows: readonly SubmissionRow[]): string {
  const columns: string[] = [...fixedColumns];
  const known = new Set(columns);
  const records = rows.map((row) => {
    const record: Record<string, string> = { Date: when(row.createdAt), Identifier: row.identifier, Subject: row.subject, Page: `/${row.slug}` };
    for (const [column, value] of fieldColumns(row)) {
      if (!known.has(column)) {
        known.add(column);
        columns.push(column);
      }
      record[column] = value;
    }
    return columns.map((column) => record[column] ?? '');
  });
  // Columns are only complete once every row is read: earlier rows get empty cells for later columns.
  const data = records.map((cells) => [...cells, ...Array<string>(columns.length - cells.length).fill('')]);
  return Papa.unparse({ fields: columns, data }, { escapeFormulae: FORMULA_START, newline: '\r\n' });
}
