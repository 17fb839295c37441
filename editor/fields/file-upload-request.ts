// Multipart uploads for the editor. XMLHttpRequest rather than fetch: only it reports upload progress.
import { ApiError } from '../api-client';

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

/** POSTs the file as form field `file` to /api/<path>; resolves with the JSON answer, rejects with ApiError. */
export function uploadFile<T>(path: string, file: File, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/${path}`);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, UNREACHABLE));
    request.onload = () => {
      let data: { error?: { message?: string; fields?: Record<string, string> } } | null = null;
      try {
        data = JSON.parse(request.responseText);
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      if (request.status >= 200 && request.status < 300) resolve(data as T);
      else reject(new ApiError(request.status, data?.error?.message ?? `Upload failed (${request.status})`, data?.error?.fields));
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
