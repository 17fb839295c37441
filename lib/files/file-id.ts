// Document ids are made by the server and are the only part of a storage name that comes from a request.
import { randomBytes } from 'node:crypto';

export const FILE_ID_PATTERN = /^[A-Za-z0-9_-]{10,40}$/;

export function isFileId(value: unknown): value is string {
  return typeof value === 'string' && FILE_ID_PATTERN.test(value);
}

/** Throws before an id can reach a file path or a GridFS name. */
export function assertFileId(value: string): void {
  if (!isFileId(value)) throw new Error(`Not a file id: ${JSON.stringify(String(value).slice(0, 50))}`);
}

/** 128 random bits: unguessable, so a document is only found by someone given its address. */
export function newFileId(): string {
  return randomBytes(16).toString('base64url');
}
