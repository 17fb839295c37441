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

// SVG is text: an XML prolog, comments or a doctype may come before the <svg> element, so look a little way in.
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '').trimStart();
  if (!head.startsWith('<')) return false;
  return /<svg[\s>/]/i.test(head);
}
