// What an upload really is, from its first bytes: the browser's Content-Type and the file name are not trusted.
export type SniffedType = 'jpeg' | 'png' | 'webp' | 'gif' | 'svg' | 'unknown';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffImageType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (looksLikeSvg(bytes)) return 'svg';
  return 'unknown';
}

// What may come before an SVG's root element: whitespace, an XML prolog, comments, a doctype (with its internal subset).
const PROLOG = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>)*/i;

// SVG is text, so it is known by its root element: an HTML page that merely contains an <svg> is not an SVG image
// (it is refused all the same, as not an image).
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = decodeText(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  return /^<(?:[\w.-]+:)?svg[\s>/]/i.test(head.replace(PROLOG, ''));
}

// Editors save SVG as UTF-8 or, now and then, as UTF-16 with a byte order mark.
function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}
