// Whether a GIF's bytes run to the end of its last frame. The decoder shows a cut-off animation without complaint
// (its last frame half drawn), so a truncated upload is caught here instead.

const EXTENSION = 0x21;
const IMAGE = 0x2c;
const TRAILER = 0x3b;

const colourTableBytes = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

/** True when every block is complete and there is at least one frame; bytes after the trailer are ignored. */
export function isWholeGif(bytes: Uint8Array): boolean {
  let at = 13 + colourTableBytes(bytes[10] ?? 0);
  let frames = 0;
  // Data sub-blocks: a length byte then that many bytes, until a zero length. Answers where they end, or -1 when cut off.
  const skipSubBlocks = (from: number) => {
    let i = from;
    while (i < bytes.length && bytes[i] !== 0) i += bytes[i] + 1;
    return i < bytes.length ? i + 1 : -1;
  };
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === TRAILER) break;
    if (block === EXTENSION) {
      at = skipSubBlocks(at + 2);
    } else if (block === IMAGE) {
      const descriptorEnd = at + 10;
      if (descriptorEnd > bytes.length) return false;
      // The descriptor, its own colour table, then one byte (the LZW code size) before the image data.
      at = skipSubBlocks(descriptorEnd + colourTableBytes(bytes[at + 9]) + 1);
      if (at >= 0) frames++;
    } else {
      // Anything else is not a GIF block; decoders stop here, and so do we.
      break;
    }
    if (at < 0) return false;
  }
  return frames > 0;
}
