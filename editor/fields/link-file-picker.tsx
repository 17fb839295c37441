'use client';

import { useState } from 'react';
import { documentAccept, documentMessages, looksLikeDocument, MAX_DOCUMENT_BYTES } from '@/lib/files/document-rules';
import { FilePickerDialog } from './file-picker-dialog';
import { FileUploadInput } from './file-upload-input';
import editorStyles from '../ui/editor.styles';

export type ChosenFile = { href: string; name: string };

const PAGE_SIZE = 20;
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
        <FilePickerDialog
          kind="document"
          title="Document library"
          searchLabel="Search documents"
          pageSize={PAGE_SIZE}
          emptyText="No documents found."
          onClose={() => setChoosing(false)}
          onChoose={(file) => {
            setChoosing(false);
            onChoose({ href: fileHref(file._id), name: file.name });
          }}
        />
      )}
    </div>
  );
}
