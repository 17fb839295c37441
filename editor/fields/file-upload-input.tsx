'use client';

import { useId, useState } from 'react';
import { ApiError, uploadFile, type ApiPath } from '@/lib/api/client';
import styles from '../ui/editor.styles';

type Props<T> = {
  /** The input's accessible name, e.g. 'Upload image'. */
  label: string;
  /** API path of the upload call, e.g. 'image/upload'. */
  path: ApiPath;
  accept: string;
  maxBytes: number;
  tooLargeMessage: string;
  /** Whether the browser's idea of the file is worth sending (the server sniffs the bytes anyway). */
  accepts: (file: File) => boolean;
  wrongTypeMessage: string;
  onUploaded: (result: T, file: File) => void;
  /** Sent beside the file (e.g. which library file a replacement is for). */
  fields?: Record<string, string>;
};

/** A file input that uploads at once, showing progress and the server's message when it refuses the file. */
export function FileUploadInput<T>({ label, path, accept, maxBytes, tooLargeMessage, accepts, wrongTypeMessage, onUploaded, fields }: Props<T>) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    // Checked here only to save a wasted upload; the server checks again.
    if (file.size > maxBytes) return setError(tooLargeMessage);
    if (!accepts(file)) return setError(wrongTypeMessage);
    setProgress(0);
    try {
      const result = await uploadFile<T>(path, file, setProgress, fields);
      onUploaded(result, file);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'The upload failed. Please try again.');
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className={styles.fieldGroup}>
      <label htmlFor={id} className={styles.field}>
        <span>{label}</span>
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={progress !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after fixing a problem) still uploads it.
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {progress !== null && (
        <p className={styles.hint} role="status">
          <progress max={1} value={progress} aria-label={`${label}: progress`} /> Uploading… {Math.round(progress * 100)}%
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
