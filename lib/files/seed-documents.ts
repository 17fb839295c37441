// Writes the demo documents (lib/seed/demo-documents.ts) into the document library, as PDFs made here: the same
// checks an upload gets (the bytes say PDF), stored bytes first and then metadata, each once.
import 'server-only';
import { createHash } from 'node:crypto';
import type { Store } from '@/lib/db/port';
import { demoDocumentId, demoDocuments } from '@/lib/seed/demo-documents';
import { documentTypes } from './document-rules';
import type { FileMeta } from './file-meta';
import { fileStorageFor } from './file-storage';
import { sniffDocumentType } from './sniff-document-type';

/** A one-page PDF showing `lines` in Helvetica: what any reader opens. */
export function simplePdf(lines: readonly string[]): Buffer {
  const escape = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '');
  const text = ['BT', '/F1 16 Tf', '72 770 Td', ...lines.flatMap((line, i) => [...(i ? ['0 -26 Td'] : []), `(${escape(line)}) Tj`]), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Stores every demo document not stored yet; answers name -> file id. */
export async function seedDemoDocuments(store: Store, now: Date): Promise<Record<string, string>> {
  const storage = await fileStorageFor(store);
  const stored: Record<string, string> = {};
  for (const document of demoDocuments) {
    const _id = demoDocumentId(document.name);
    if (!(await store.collection('files').findOne({ _id }))) {
      const bytes = simplePdf(document.lines);
      if (sniffDocumentType(bytes) !== 'pdf') throw new Error(`The demo document ${document.name} is not a PDF.`);
      const meta: FileMeta = {
        _id,
        contentType: documentTypes.pdf.contentType,
        bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        originalName: document.fileName,
        uploadedBy: 'seed',
        createdAt: now.toISOString(),
      };
      await storage.write(_id, bytes);
      await store.collection('files').insert({ ...meta });
    }
    stored[document.name] = _id;
  }
  return stored;
}
