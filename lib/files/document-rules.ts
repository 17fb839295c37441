// What a document upload may be, shared by the server's checks and the editor's (which only saves a wasted upload).

export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export const documentTypes = {
  pdf: { contentType: 'application/pdf', extension: '.pdf' },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: '.docx' },
} as const;
export type DocumentKind = keyof typeof documentTypes;

/** What the file input offers; the server sniffs the bytes whatever the browser says. */
export const documentAccept = Object.values(documentTypes)
  .flatMap((type) => [type.extension, type.contentType])
  .join(',');

export const documentMessages = {
  missing: 'Choose a PDF or Word (.docx) file to upload.',
  empty: 'The file is empty. Choose a PDF or Word (.docx) file to upload.',
  tooLarge: 'The document is too large (limit 20 MB).',
  wrongType: 'This file is not a document we accept; upload a PDF or a Word (.docx) file.',
} as const;
