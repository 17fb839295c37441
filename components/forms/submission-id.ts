/** 16 bytes as an RFC 9562 UUID of this version (its version and variant bits set). */
export function uuidOf(bytes: Uint8Array, version: 4 | 8): string {
  bytes[6] = (bytes[6] & 0x0f) | (version << 4);
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A random (version 4) UUID naming one filled-in form, so a retried request is not a second submission.
 * randomUUID needs a secure context; the fallback covers a plain-http address on a local network.
 */
export function newSubmissionId(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto.randomUUID === 'function') return webCrypto.randomUUID();
  return uuidOf(webCrypto.getRandomValues(new Uint8Array(16)), 4);
}
