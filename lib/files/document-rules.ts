// What a document upload may be, shared by the server's checks and the editor's (which only saves a wasted upload).

export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/**
 * What a Word document's parts may add up to once unzipped, as its ZIP directory declares them. Text compresses about
 * tenfold and pictures hardly at all, so a real 20 MB document stays well below; a ZIP bomb claims gigabytes.
 */
export const MAX_DOCX_UNPACKED_BYTES = 200 * 1024 * 1024;

export const documentTypes = {
  pdf: { contentType: 'application/pdf', extension: '.pdf' },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: '.docx' },
} as const;
export type DocumentKind = keyof typeof documentTypes;

/** Whether the browser's idea of a chosen file is worth uploading as a document (the server sniffs the bytes anyway). */
export const looksLikeDocument = (file: File) => Object.values(documentTypes).some((type) => type.contentType === file.type) || /\.(pdf|docx)$/i.test(file.name);

/** What the file input offers; the server sniffs the bytes whatever the browser says. */
export const documentAccept = Object.values(documentTypes)
  .flatMap((type) => [type.extension, type.contentType])
  .join(',');

export const documentMessages = {
  missing: 'Choose a PDF or Word (.docx) file to upload.',
  empty: 'The file is empty. Choose a PDF or Word (.docx) file to upload.',
  tooLarge: 'The document is too large (limit 20 MB).',
  wrongType: 'This file is not a document we accept; upload a PDF or a Word (.docx) file.',
  mismatch: 'The file name or type says one kind of document but the file holds another; check it is the right file and upload it again.',
  unpacksTooLarge: 'The Word document is too large once unpacked (limit 200 MB); save it again in Word and upload it once more.',
} as const;

/**
 * The kinds a file's name (by its extension) or its declared type speak for. A file that claims one kind but holds
 * the other is refused: a renamed file is usually the wrong file. A name that claims neither (`minutes`) is fine.
 */
export function claimedDocumentKinds(name: string, type: string): DocumentKind[] {
  const lowerName = name.trim().toLowerCase();
  const lowerType = type.trim().toLowerCase();
  return (Object.keys(documentTypes) as DocumentKind[]).filter(
    (kind) => lowerName.endsWith(documentTypes[kind].extension) || lowerType === documentTypes[kind].contentType,
  );
}
