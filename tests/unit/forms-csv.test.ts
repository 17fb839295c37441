// The Form Submissions CSV: its columns, and that nothing a visitor types can become a spreadsheet formula.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import { format } from 'date-fns';
import { CSV_FILE_NAME, submissionsCsv, unescapeCsvCell } from '@/lib/forms/submissions-csv';
import type { SubmissionRow } from '@/lib/forms/submission-types';

const row = (overrides: Partial<SubmissionRow> = {}): SubmissionRow => ({
  _id: 'id',
  identifier: 'Contact us',
  subject: 'Enquiry',
  recipient: 'staff@example.org',
  slug: 'contact',
  createdAt: '2025-03-04T05:06:00.000Z',
  draft: false,
  form: {},
  labels: {},
  ...overrides,
});

const parse = (csv: string) => Papa.parse<string[]>(csv, { newline: '\r\n' }).data;
const DANGEROUS = ['=', '+', '-', '@', '\t', '\r'];

describe('submissionsCsv', () => {
  it('has Date, Identifier, Subject, Page, then every field label in the order first met', () => {
    const csv = submissionsCsv([
      row({ form: { name: 'Sam', email: 'sam@example.net' }, labels: { name: 'Your name', email: 'Email' } }),
      row({ identifier: 'Workshop', form: { first_name: 'Ada', email: 'ada@example.org' }, labels: { first_name: 'First Name', email: 'Email' } }),
      row({ form: { unlabelled: 'x' }, labels: {} }),
    ]);
    expect(parse(csv)).toEqual([
      ['Date', 'Identifier', 'Subject', 'Page', 'Your name', 'Email', 'First Name', 'unlabelled'],
      [format(new Date('2025-03-04T05:06:00.000Z'), 'h:mm a, dd/MM/yyyy'), 'Contact us', 'Enquiry', '/contact', 'Sam', 'sam@example.net', '', ''],
      [expect.any(String), 'Workshop', 'Enquiry', '/contact', '', 'ada@example.org', 'Ada', ''],
      [expect.any(String), 'Contact us', 'Enquiry', '/contact', '', '', '', 'x'],
    ]);
    expect(parse(csv)[1][0]).toMatch(/^\d{1,2}:\d{2} [AP]M, \d{2}\/\d{2}\/\d{4}$/);
    expect(CSV_FILE_NAME).toBe('Form Submissions Export.csv');
  });

  it('escapes each of the six formula starts, even with a line break after it', () => {
    const values = ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://evil")\nsecond line', "'=already quoted", 'plain'];
    const csv = submissionsCsv([row({ form: Object.fromEntries(values.map((v, i) => [`f${i}`, v])) })]);
    const cells = parse(csv)[1].slice(4);
    expect(cells).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", "'\rx", `'=HYPERLINK("http://evil")\nsecond line`, "''=already quoted", 'plain']);
    expect(cells.map(unescapeCsvCell)).toEqual(values);
  });

  it('never lets a cell start like a formula, whatever visitors and editors type, and loses nothing', () => {
    const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom(...DANGEROUS).chain((start) => fc.string().map((rest) => start + rest)), fc.string().map((s) => `'${s}`));
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text, text), { minLength: 1, maxLength: 5 }), text, (fields, identifier) => {
        const form: Record<string, string> = {};
        const labels: Record<string, string> = {};
        fields.forEach(([label, value], i) => {
          form[`f${i}`] = value;
          labels[`f${i}`] = `${label} ${i}`;
        });
        const rows = parse(submissionsCsv([row({ identifier, subject: fields[0][2], form, labels })]));
        for (const cell of rows.flat()) {
          expect(DANGEROUS.some((start) => cell.startsWith(start)), JSON.stringify(cell)).toBe(false);
        }
        const [header, cells] = rows;
        const sent = [identifier, fields[0][2], ...fields.map(([, value]) => value)];
        const read = [cells[1], cells[2], ...cells.slice(4)].map(unescapeCsvCell);
        expect(read).toEqual(sent);
        for (const [i, cell] of [cells[1], cells[2], ...cells.slice(4)].entries()) {
          if (cell !== sent[i]) expect(cell.slice(1)).toBe(sent[i]);
        }
        expect(header.slice(4).map(unescapeCsvCell)).toEqual(fields.map(([label], i) => `${label} ${i}`.trim() || `f${i}`));
      }),
      { numRuns: 300 },
    );
  });
});
