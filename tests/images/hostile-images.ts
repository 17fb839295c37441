// Builds hostile image uploads in memory: pictures whose headers claim huge sizes, a real but enormous PNG that
// compresses to almost nothing, cut-off files and long animations. Every one starts from a real picture or real bytes.
import { crc32, createDeflate, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

const pngHeader = (width: number, height: number, bitDepth: number, colourType: number) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = colourType;
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr)]);
};

/** A PNG whose header claims the size while its pixel data is a few bytes: the classic decompression bomb. */
export function pngClaiming(width: number, height: number): Buffer {
  const idat = deflateSync(Buffer.alloc(64));
  return Buffer.concat([pngHeader(width, height, 8, 6), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * A real, complete black-and-white PNG of the size: every row is there, all white, so it deflates about a thousandfold
 * (60000 × 60000 is some 440 KB). Built in slices so the test never holds the 450 MB of rows.
 */
export async function compressiblePng(width: number, height: number): Promise<Buffer> {
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const rowsPerSlice = 100;
  const slice = Buffer.concat(Array.from({ length: rowsPerSlice }, () => row));
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const finished = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let done = 0; done < height; done += rowsPerSlice) {
    const rows = Math.min(rowsPerSlice, height - done);
    if (!deflate.write(rows === rowsPerSlice ? slice : slice.subarray(0, rows * row.length))) {
      await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await finished;
  return Buffer.concat([pngHeader(width, height, 1, 0), pngChunk('IDAT', Buffer.concat(parts)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A noisy picture, so that its compressed data is long enough to cut in half meaningfully. */
export const noisyImage = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 120, height = 90) =>
  sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .toFormat(format)
    .toBuffer();

/** An animated GIF or WebP of `frames` different frames, each `size` × `size`. */
export function animation(format: 'gif' | 'webp', frames: number, size = 16): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * frames * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + Math.floor(i / (size * size * 3)) * 53) % 251;
  return sharp(pixels, { raw: { width: size, height: size * frames, channels: 3, pageHeight: size } })
    .toFormat(format)
    .toBuffer();
}

/** The JPEG with the size in its frame header (SOF) changed; the compressed data stays that of the small picture. */
export function jpegClaiming(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  let at = 2;
  while (!(out[at] === 0xff && [0xc0, 0xc1, 0xc2].includes(out[at + 1]))) at += 2 + out.readUInt16BE(at + 2);
  out.writeUInt16BE(height, at + 5);
  out.writeUInt16BE(width, at + 7);
  return out;
}

const colourTableBytes = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

/** Where each frame's image descriptor starts in a GIF. */
export function gifFrameStarts(gif: Buffer): number[] {
  const starts: number[] = [];
  let at = 13 + colourTableBytes(gif[10]);
  while (at < gif.length && gif[at] !== 0x3b) {
    if (gif[at] === 0x21) at += 2;
    else {
      starts.push(at);
      at += 10 + colourTableBytes(gif[at + 9]) + 1;
    }
    while (gif[at] !== 0) at += gif[at] + 1;
    at++;
  }
  return starts;
}

/** The GIF with its first frame's descriptor claiming the size (the decoder grows the picture to fit it). */
export function gifClaiming(gif: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(gif);
  const first = gifFrameStarts(gif)[0];
  out.writeUInt16LE(width, first + 5);
  out.writeUInt16LE(height, first + 7);
  return out;
}

/** A simple lossy WebP ('VP8 ') with the 14-bit size in its key frame header changed. */
export function webpClaiming(webp: Buffer, width: number, height: number): Buffer {
  if (webp.toString('latin1', 12, 16) !== 'VP8 ') throw new Error('expected a simple lossy WebP');
  const out = Buffer.from(webp);
  out.writeUInt16LE(width & 0x3fff, 26);
  out.writeUInt16LE(height & 0x3fff, 28);
  return out;
}

/** An extended WebP ('VP8X', as animations are) with the canvas size changed; its frames stay small. */
export function webpCanvasClaiming(webp: Buffer, width: number, height: number): Buffer {
  if (webp.toString('latin1', 12, 16) !== 'VP8X') throw new Error('expected an extended WebP');
  const out = Buffer.from(webp);
  out.writeUIntLE(width - 1, 24, 3);
  out.writeUIntLE(height - 1, 27, 3);
  return out;
}

/** The bytes up to (not including) the first JPEG scan: markers and tables, but no picture data. */
export function jpegHeaderOnly(jpeg: Buffer): Buffer {
  let at = 2;
  while (jpeg.readUInt16BE(at) !== 0xffda) at += 2 + jpeg.readUInt16BE(at + 2);
  return jpeg.subarray(0, at);
}
