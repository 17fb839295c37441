// What an uploaded document really is, from its bytes: the browser's Content-Type and the file name are not trusted.
import type { DocumentKind } from './document-rules';

const PDF_SIGNATURE = Buffer.from('%PDF-');
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;
// The end record is 22 bytes plus a comment of at most 65535.
const MAX_END_RECORD = 22 + 0xffff;

export function sniffDocumentType(bytes: Buffer): DocumentKind | 'unknown' {
  if (bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return 'pdf';
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL_HEADER && isWordPackage(zipEntryNames(bytes))) return 'docx';
  return 'unknown';
}

/** A Word document is a ZIP whose directory lists the package's content types and a `word/` folder. */
function isWordPackage(names: string[] | null): boolean {
  return Boolean(names?.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/')));
}

/** The names in a ZIP's central directory, or null when it is not a well-formed ZIP. Nothing is decompressed. */
export function zipEntryNames(bytes: Buffer): string[] | null {
  return zipEntries(bytes)?.map((entry) => entry.name) ?? null;
}

/**
 * What the ZIP's parts add up to once unpacked, as its directory declares them (0 when it is not a ZIP). Nothing is
 * decompressed. A ZIP64 entry declares 0xFFFFFFFF (4 GB) here, over the limit: no document part needs ZIP64.
 */
export function zipUnpackedBytes(bytes: Buffer): number {
  return (zipEntries(bytes) ?? []).reduce((total, entry) => total + entry.unpackedBytes, 0);
}

type ZipEntry = { name: string; unpackedBytes: number };

function zipEntries(bytes: Buffer): ZipEntry[] | null {
  const end = findEndRecord(bytes);
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (offset + size > end) return null;
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== ZIP_DIRECTORY_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) return null;
    entries.push({ name: bytes.toString('utf8', at + 46, at + 46 + nameLength), unpackedBytes: bytes.readUInt32LE(at + 24) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

// Searched backwards: the comment before it could itself contain the signature's bytes.
function findEndRecord(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - MAX_END_RECORD);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === ZIP_END_OF_DIRECTORY) return at;
  }
  return -1;
}
