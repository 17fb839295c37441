import { describe, expect, it } from 'vitest';
import { escapeRegex, searchFilter, searchPattern } from '@/lib/db/search-pattern';
import { displayName } from '@/lib/files/display-name';
import { attachmentDisposition } from '@/lib/files/file-response';
import { sniffDocumentType, zipEntryNames } from '@/lib/files/sniff-document-type';
import { makeDocx, makePdf, makeZip } from './zip-fixture';

describe('sniffDocumentType', () => {
  it('knows a PDF by its first bytes and a Word document by its ZIP directory', () => {
    expect(sniffDocumentType(makePdf())).toBe('pdf');
    expect(sniffDocumentType(makeDocx())).toBe('docx');
    expect(zipEntryNames(makeDocx())).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
  });

  it('refuses renamed text, other ZIPs, truncated ZIPs and near misses', () => {
    const docx = makeDocx();
    for (const bytes of [
      Buffer.from('Dear team, these are plain notes.'),
      Buffer.from(' %PDF-1.4 with a space first'),
      makeZip({ 'word/document.xml': '<w/>' }),
      makeZip({ '[Content_Types].xml': '<Types/>', 'ppt/presentation.xml': '<p/>' }),
      docx.subarray(0, docx.length - 10),
      Buffer.from('PK\u0003\u0004'),
      Buffer.alloc(0),
    ]) {
      expect(sniffDocumentType(bytes)).toBe('unknown');
    }
  });
});

describe('attachmentDisposition', () => {
  it('is always an attachment with a quoted ASCII name and the exact name in filename*', () => {
    expect(attachmentDisposition('report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(attachmentDisposition('Bericht für 2025 (final).pdf')).toBe(`attachment; filename="Bericht f_r 2025 (final).pdf"; filename*=UTF-8''Bericht%20f%C3%BCr%202025%20%28final%29.pdf`);
    const hostile = attachmentDisposition('a"; filename="evil.html\r\nX-Injected: 1\\.pdf');
    expect(hostile).not.toMatch(/[\r\n]/);
    expect(hostile.match(/"/g)).toHaveLength(2);
    expect(attachmentDisposition('"\r\n')).toBe(`attachment; filename="document"; filename*=UTF-8''document`);
  });

  it('gets names already cleaned when uploaded', () => {
    expect(displayName('C:\\fakepath\\Annual "report".pdf', 'document')).toBe('Annual report.pdf');
    expect(displayName('\r\n', 'document')).toBe('document');
  });
});

describe('search patterns', () => {
  it('escape every regex character, so typed text only ever matches itself', () => {
    const typed = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o/p-q';
    const pattern = searchPattern(typed)!;
    expect(pattern.test(`xx ${typed.toUpperCase()} yy`)).toBe(true);
    expect(pattern.test('aXb*c+d?e^f$g{h}i(j)k|l[m]n\\o/p-q')).toBe(false);
    expect(new RegExp(escapeRegex('(')).test('(')).toBe(true);
    expect(searchPattern('   ')).toBeUndefined();
    expect(searchFilter('', ['name'])).toEqual({});
    expect(searchFilter('x', ['name', 'alt'])).toEqual({ $or: [{ name: { $regex: /x/i } }, { alt: { $regex: /x/i } }] });
  });

  it('writes a NUL as \\x00, which a BSON regular expression can carry, still matching the character', async () => {
    const pattern = searchPattern('a\u0000b')!;
    expect(pattern.source).not.toContain('\u0000');
    expect(pattern.test('xa\u0000by')).toBe(true);
    expect(pattern.test('ab')).toBe(false);
    const { BSON } = await import('mongodb');
    const serialize = (doc: object) => BSON.serialize(doc);
    expect(() => serialize({ name: { $regex: pattern } })).not.toThrow();
    expect(() => serialize({ name: { $regex: new RegExp('a\u0000b') } })).toThrow(/null bytes/);
  });

  it('never gives MongoDB a \\u escape: the line and paragraph separators match as any character', () => {
    const pattern = searchPattern('a\u2028b\u2029c')!;
    expect(pattern.source).not.toMatch(/\\u/);
    expect(pattern.test('a\u2028b\u2029c')).toBe(true);
    // What JavaScript would send for the raw characters, and MongoDB refuses.
    expect(new RegExp('a\u2028b').source).toBe('a\\u2028b');
  });
});
