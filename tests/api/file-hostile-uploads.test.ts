// Hostile document uploads through the real dispatcher as an editor: each is refused with a 400 and a plain sentence,
// and nothing reaches the `files` collection or the bucket. The server never unzips a Word document, not even a bomb.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, refusalCheck, withEditor } from '../support/upload-refusals';
import { documentMessages, MAX_DOCX_UNPACKED_BYTES } from '@/lib/files/document-rules';
import { zipUnpackedBytes } from '@/lib/files/sniff-document-type';
import { measureMemoryRise, megabytes } from '../images/memory-probe';
import { asFile, createFileHarness, type FileHarness } from './file-harness';
import { docxBomb, docxNeedingZip64, linuxProgram, windowsProgram } from './file-hostile-fixtures';
import { makeDocx, makePdf, makeZip } from './zip-fixture';

let h: FileHarness;
let editor: string;
beforeAll(async () => ({ h, editor } = await withEditor(await createFileHarness())));
afterAll(() => h.close());

const PDF_TYPE = 'application/pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
async function storedState() {
  return {
    files: await h.api.store.collection('files').count(),
    uploadsLogged: await h.api.store.collection('auditLog').count({ action: 'file.upload' }),
    bucket: filesUnder(h.dataDir),
  };
}

const expectRefused = refusalCheck(() => ({ h, editor }), storedState);

describe('documents that are not what they claim', () => {
  it('refuses a .pdf or .docx that is a web page, a program or a script', async () => {
    const page = '<!DOCTYPE html>\n<html><body><script>alert(document.cookie)</script></body></html>';
    const cases: [Buffer | string, string, string][] = [
      [page, 'Annual report.pdf', PDF_TYPE],
      [`\uFEFF${page}`, 'Annual report.pdf', PDF_TYPE],
      // A PDF signature that is not at the start does not make a PDF.
      [`<html><!-- %PDF-1.7 --><script>alert(1)</script></html>`, 'report.pdf', PDF_TYPE],
      [` %PDF-1.4\n${page}`, 'report.pdf', PDF_TYPE],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'diagram.pdf', PDF_TYPE],
      [windowsProgram(), 'invoice.pdf', PDF_TYPE],
      [windowsProgram(), 'invoice.docx', DOCX_TYPE],
      [linuxProgram(), 'minutes.docx', DOCX_TYPE],
      ['#!/bin/sh\nrm -rf ~\n', 'notes.pdf', PDF_TYPE],
    ];
    for (const [bytes, name, type] of cases) await expectRefused(asFile(bytes, name, type), documentMessages.wrongType);
  });

  it('refuses a .docx that is not a ZIP holding a Word package', async () => {
    const docx = makeDocx();
    const cases: [Buffer, string][] = [
      [makeZip({ 'photo.jpg': 'x', 'payload.exe': 'MZ' }), 'archive.docx'],
      [makeZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }), 'spreadsheet.docx'],
      [makeZip({ 'META-INF/MANIFEST.MF': 'Main-Class: Evil', 'Evil.class': '\xca\xfe\xba\xbe' }), 'program.docx'],
      [makeZip({ 'word/document.xml': '<w:document/>' }), 'no-content-types.docx'],
      [docx.subarray(0, Math.floor(docx.length / 2)), 'half.docx'],
      [Buffer.from('PK\u0003\u0004 and then nothing'), 'signature-only.docx'],
    ];
    for (const [bytes, name] of cases) await expectRefused(asFile(bytes, name, DOCX_TYPE), documentMessages.wrongType);
  });

  it('refuses a real document whose name or declared type says it is the other kind', async () => {
    const cases: [Buffer, string, string][] = [
      [makePdf(), 'Minutes.docx', DOCX_TYPE],
      [makePdf(), 'Minutes.DOCX', 'application/octet-stream'],
      [makeDocx(), 'Report.pdf', PDF_TYPE],
      [makeDocx(), 'Report.pdf ', ''],
      [makePdf(), 'report.pdf', DOCX_TYPE],
      [makeDocx(), 'minutes.docx', PDF_TYPE],
    ];
    for (const [bytes, name, type] of cases) await expectRefused(asFile(bytes, name, type), documentMessages.mismatch);
  });

  it('still keeps a document whose name or type claims nothing in particular', async () => {
    for (const [bytes, name, type] of [
      [makePdf(), 'Minutes 12.03.2025', 'application/octet-stream'],
      [makeDocx(), 'Handbook', ''],
    ] as const) {
      const result = await h.upload(asFile(bytes, name, type), { cookie: editor });
      expect(result.status, name).toBe(200);
    }
  });
});

describe('Word documents that unpack to far more than they weigh', () => {
  it('refuses a ZIP bomb by what its directory declares, without unzipping it', async () => {
    const unpacked = 256 * 1024 * 1024;
    const bomb = await docxBomb(unpacked);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(zipUnpackedBytes(bomb)).toBeGreaterThan(MAX_DOCX_UNPACKED_BYTES);
    const { rise } = await measureMemoryRise(() => expectRefused(asFile(bomb, 'Strategy.docx', DOCX_TYPE), documentMessages.unpacksTooLarge));
    // Unzipping it would need the 256 MB it unpacks to.
    expect(rise.rssBytes, `resident memory rose ${megabytes(rise.rssBytes)} MB`).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses a Word document that declares a ZIP64 size', async () => {
    await expectRefused(asFile(docxNeedingZip64(), 'Plan.docx', DOCX_TYPE), documentMessages.unpacksTooLarge);
  });
});
