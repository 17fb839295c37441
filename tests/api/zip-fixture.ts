// Builds small ZIP files so tests can make Word documents, look-alikes and hostile packages without a library.
import { crc32 } from 'node:zlib';

export type ZipPart = { name: string; stored: Buffer; method: 0 | 8; crc: number; unpackedBytes: number; extra?: Buffer };

/** A header of `size` bytes holding these little-endian fields: [offset, width in bytes, value]. */
function header(size: number, fields: Array<[number, 2 | 4, number]>): Buffer {
  const bytes = Buffer.alloc(size);
  for (const [at, width, value] of fields) {
    if (width === 2) bytes.writeUInt16LE(value, at);
    else bytes.writeUInt32LE(value, at);
  }
  return bytes;
}

/** A ZIP of parts that are already compressed (method 8) or stored (method 0), with the sizes they declare. */
export function zipOfParts(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const extra = part.extra ?? Buffer.alloc(0);
    const unpacked = Math.min(part.unpackedBytes, 0xffffffff);
    locals.push(
      header(30, [[0, 4, 0x04034b50], [4, 2, 20], [8, 2, part.method], [14, 4, part.crc], [18, 4, part.stored.length], [22, 4, unpacked], [26, 2, name.length]]),
      name,
      part.stored,
    );
    directory.push(
      header(46, [[0, 4, 0x02014b50], [4, 2, 45], [6, 2, 20], [10, 2, part.method], [16, 4, part.crc], [20, 4, part.stored.length], [24, 4, unpacked], [28, 2, name.length], [30, 2, extra.length], [42, 4, offset]]),
      name,
      extra,
    );
    offset += 30 + name.length + part.stored.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = header(22, [[0, 4, 0x06054b50], [8, 2, parts.length], [10, 2, parts.length], [12, 4, directoryBytes.length], [16, 4, offset]]);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** A part kept as it is (method 0). */
export const storedPart = (name: string, text: string): ZipPart => {
  const data = Buffer.from(text, 'utf8');
  return { name, stored: data, method: 0, crc: crc32(data), unpackedBytes: data.length };
};

/** A ZIP of text files, stored. */
export const makeZip = (entries: Record<string, string>): Buffer => zipOfParts(Object.entries(entries).map(([name, text]) => storedPart(name, text)));

/** The parts every Word package has besides its document. */
export const packageParts = () => [
  storedPart('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
  storedPart('_rels/.rels', '<?xml version="1.0"?><Relationships/>'),
];

/** The smallest package Word would recognise by its parts' names. */
export const makeDocx = (text = 'Annual report') =>
  zipOfParts([...packageParts(), storedPart('word/document.xml', `<?xml version="1.0"?><w:document><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`)]);

export const makePdf = (text = 'Annual report') => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);
