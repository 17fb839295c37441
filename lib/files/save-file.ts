// Keeps an editor's document: checked by its bytes, stored under a new random id, bytes first and then metadata.
import 'server-only';
import { createHash } from 'node:crypto';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { displayName } from './display-name';
import {
  claimedDocumentKinds,
  documentMessages,
  documentTypes,
  MAX_DOCUMENT_BYTES,
  MAX_DOCX_UNPACKED_BYTES,
  type DocumentKind,
} from './document-rules';
import { newFileId } from './file-id';
import type { FileMeta } from './file-meta';
import { fileStorageFor } from './file-storage';
import { sniffDocumentType, zipUnpackedBytes } from './sniff-document-type';
import { recordAudit } from '@/lib/audit/audit-log';

const refuse = (message: string) => new AppError('invalid_input', message, { file: message });

/** A document upload checked by its bytes: what it is, and its bytes (refused with a clear message otherwise). */
export async function prepareDocument(file: File): Promise<{ bytes: Buffer; kind: DocumentKind }> {
  if (file.size === 0) throw refuse(documentMessages.empty);
  if (file.size > MAX_DOCUMENT_BYTES) throw refuse(documentMessages.tooLarge);
  const bytes = Buffer.from(await file.arrayBuffer());
  const kind = sniffDocumentType(bytes);
  if (kind === 'unknown') throw refuse(documentMessages.wrongType);
  if (claimedDocumentKinds(file.name, file.type).some((claimed) => claimed !== kind)) throw refuse(documentMessages.mismatch);
  // The server never unzips a document, but a visitor's Word would: a ZIP bomb is refused by what it declares.
  if (kind === 'docx' && zipUnpackedBytes(bytes) > MAX_DOCX_UNPACKED_BYTES) throw refuse(documentMessages.unpacksTooLarge);
  return { bytes, kind };
}

export async function saveUploadedFile(store: Store, file: File, userId: string, now: Date): Promise<FileMeta> {
  const { bytes, kind } = await prepareDocument(file);
  const meta: FileMeta = {
    _id: newFileId(),
    contentType: documentTypes[kind].contentType,
    bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    originalName: withExtension(displayName(file.name, 'document'), kind),
    uploadedBy: userId,
    createdAt: now.toISOString(),
  };
  const storage = await fileStorageFor(store);
  await storage.write(meta._id, bytes);
  try {
    await store.collection('files').insert({ ...meta });
  } catch (error) {
    await storage.remove(meta._id).catch(() => undefined);
    throw error;
  }
  await recordAudit(store, { action: 'file.upload', target: meta._id, userId, at: meta.createdAt });
  return meta;
}

/** The download keeps the name but always ends in what the file is, so the visitor's computer opens it right. */
export function withExtension(name: string, kind: DocumentKind): string {
  const extension = documentTypes[kind].extension;
  return name.toLowerCase().endsWith(extension) ? name : `${name}${extension}`;
}
