// Builds hostile document uploads in memory: executables, a Word document that is a ZIP bomb, and one that needs ZIP64.
import { crc32, createDeflateRaw } from 'node:zlib';

export type ZipPart = { name: string; stored: Buffer; method: 0 | 8; crc: number; unpackedBytes: number; extra?: Buffer };

/** A ZIP of parts that are already compressed (method 8) or stored (method 0), with the sizes they declare. */
export function zipOfParts(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const extra = part.extra ?? Buffer.alloc(0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.stored.length, 18);
    local.writeUInt32LE(Math.min(part.unpackedBytes, 0xffffffff), 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, part.stored);

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(45, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(part.method, 10);
    entry.writeUInt32LE(part.crc, 16);
    entry.writeUInt32LE(part.stored.length, 20);
    entry.writeUInt32LE(Math.min(part.unpackedBytes, 0xffffffff), 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt16LE(extra.length, 30);
    entry.writeUInt32LE(offset, 42);
    directory.push(entry, name, extra);
    offset += 30 + name.length + part.stored.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const storedPart = (name: string, text: string): ZipPart => {
  const data = Buffer.from(text, 'utf8');
  return { name, stored: data, method: 0, crc: crc32(data), unpackedBytes: data.length };
};

const packageParts = () => [
  storedPart('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
  storedPart('_rels/.rels', '<?xml version="1.0"?><Relationships/>'),
];

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
