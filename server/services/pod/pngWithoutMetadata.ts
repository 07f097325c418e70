import { crc32 } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Exif (GPS among it) and the text chunks, where editors and phones write places and names. */
const DROPPED = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt']);
const MAX_CHUNK_LENGTH = 0x7fffffff;

/**
 * The PNG with its Exif and text chunks taken out, the other chunks copied as they are (their
 * CRCs stay right), and nothing after IEND. Null when the bytes are not a whole PNG: a chunk that
 * runs past the end or fails its CRC, no IHDR first, no image data or no IEND.
 */
export const pngWithoutMetadata = (png: Buffer): Buffer | null => {
  if (!png.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return null;
  const kept: Buffer[] = [SIGNATURE];
  let at = SIGNATURE.length;
  let hasData = false;
  for (;;) {
    if (at + 12 > png.length) return null;
    const length = png.readUInt32BE(at);
    if (length > MAX_CHUNK_LENGTH || at + 12 + length > png.length) return null;
    const type = png.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return null;
    const crc = png.readUInt32BE(at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== crc) return null;
    if (at === SIGNATURE.length && (type !== 'IHDR' || length !== 13)) return null;
    const end = at + 12 + length;
    if (!DROPPED.has(type)) kept.push(png.subarray(at, end));
    hasData ||= type === 'IDAT';
    at = end;
    if (type === 'IEND') return hasData ? Buffer.concat(kept) : null;
  }
};
