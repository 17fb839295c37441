// Image ids are made by the server and are the only part of a storage path that comes from a request.
import { randomBytes } from 'node:crypto';

/** Random ids (22 url-safe characters) and the fixed demo ids (`demo-harbour-dawn`) both fit. */
export const IMAGE_ID_PATTERN = /^[A-Za-z0-9_-]{10,40}$/;

/** Variant keys are sha256 hex digests of the normalised parameters. */
export const VARIANT_KEY_PATTERN = /^[a-f0-9]{64}$/;

export function isImageId(value: unknown): value is string {
  return typeof value === 'string' && IMAGE_ID_PATTERN.test(value);
}

/** Throws before an id can reach a file path or a GridFS name. */
export function assertImageId(value: string): void {
  if (!isImageId(value)) throw new Error(`Not an image id: ${JSON.stringify(String(value).slice(0, 50))}`);
}

export function assertVariantKey(value: string): void {
  if (!VARIANT_KEY_PATTERN.test(value)) throw new Error('Not a variant key');
}

/** 128 random bits: unguessable, so an image is only found by someone given its address. */
export function newImageId(): string {
  return randomBytes(16).toString('base64url');
}
