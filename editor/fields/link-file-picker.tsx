'use client';

import { useState } from 'react';
import { documentAccept, documentMessages, documentTypes, MAX_DOCUMENT_BYTES } from '@/lib/files/document-rules';
import { FilePickerDialog } from './file-picker-dialog';
import { FileUploadInput } from './file-upload-input';
import editorStyles from '../ui/editor.styles';

/** One uploaded document as GET /api/file/list answers it. */
type LibraryFile = { fileId: string; name: string; contentType: string; bytes: number; createdAt: string };
type FileList = { files: LibraryFile[]; total: number };

export type ChosenFile = { href: string; name: string };

const PAGE_SIZE = 20;
const acceptedTypes: readonly string[] = Object.values(documentTypes).map((type) => type.contentType);
const looksLikeDocument = (file: File) => acceptedTypes.includes(file.type) || /\.(pdf|docx)$/i.test(file.name);
const fileHref = (fileId: string) => `/api/file/${encodeURIComponent(fileId)}`;

/** Upload a PDF or Word document, or choose one uploaded before; the link points at its download address. */
export function LinkFilePicker({ id, href, onChoose }: { id?: string; href: string; onChoose: (file: ChosenFile) => void }) {
  const [choosing, setChoosing] = useState(false);
  return (
    <div>
      <p className={editorStyles.hint}>{href ? `Linked file: ${href}` : 'No file chosen.'}</p>
      <FileUploadInput<{ fileId: string; name: string }>
        label="Upload document"
        path="file/upload"
        accept={documentAccept}
        maxBytes={MAX_DOCUMENT_BYTES}
        tooLargeMessage={documentMessages.tooLarge}
        accepts={looksLikeDocument}
        wrongTypeMessage={documentMessages.wrongType}
        onUploaded={(uploaded) => onChoose({ href: fileHref(uploaded.fileId), name: uploaded.name })}
      />
      <button id={id} type="button" onClick={() => setChoosing(true)}>
        Choose an uploaded document
      </button>
      {choosing && (
        <FilePickerDialog<FileList, LibraryFile>
          title="Document library"
          searchLabel="Search documents"
          path="file/list"
          pageSize={PAGE_SIZE}
          itemsOf={(data) => data.files}
          totalOf={(data) => data.total}
          keyOf={(file) => file.fileId}
          nameOf={(file) => file.name}
          emptyText="No documents found."
          onClose={() => setChoosing(false)}
          onChoose={(file) => {
            setChoosing(false);
            onChoose({ href: fileHref(file.fileId), name: file.name });
          }}
        />
      )}
    </div>
  );
}
