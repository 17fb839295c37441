// Builds hostile document uploads in memory: executables, a Word document that is a ZIP bomb, and one that needs ZIP64.
import { crc32, createDeflateRaw } from 'node:zlib';
import { packageParts, storedPart, zipOfParts } from './zip-fixture';

/** Spaces, deflated in slices so the test never holds them all: about a thousandfold smaller once compressed. */
async function deflatedSpaces(bytes: number): Promise<{ stored: Buffer; crc: number }> {
  const slice = Buffer.alloc(1024 * 1024, 0x20);
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const finished = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  for (let done = 0; done < bytes; done += slice.length) {
    const piece = slice.subarray(0, Math.min(slice.length, bytes - done));
    crc = crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await finished;
  return { stored: Buffer.concat(parts), crc };
}

/** A well-formed Word package whose document part really unpacks to `unpackedBytes` of spaces. */
export async function docxBomb(unpackedBytes: number): Promise<Buffer> {
  const { stored, crc } = await deflatedSpaces(unpackedBytes);
  return zipOfParts([...packageParts(), { name: 'word/document.xml', stored, method: 8, crc, unpackedBytes }]);
}

/** A Word package whose document part declares a ZIP64 size (8 GB), kept in the extra field as ZIP64 does. */
export function docxNeedingZip64(): Buffer {
  const extra = Buffer.alloc(12);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(8, 2);
  extra.writeBigUInt64LE(8n * 1024n ** 3n, 4);
  const document = storedPart('word/document.xml', '<w:document/>');
  return zipOfParts([...packageParts(), { ...document, unpackedBytes: 0xffffffff, extra }]);
}

/** The start of a Windows program: the MZ header, the DOS stub's message and a PE signature. */
export function windowsProgram(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('This program cannot be run in DOS mode.\r\r\n$', 0x4e, 'latin1');
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** The start of a Linux program (ELF header). */
export function linuxProgram(): Buffer {
  const bytes = Buffer.alloc(256);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(bytes);
  return bytes;
}
