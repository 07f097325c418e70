import { orientationOnly } from './exifOrientation';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
/** Exif (with GPS and the camera's details) and XMP. */
const APP1 = 0xe1;
/** Photoshop's IPTC record: captions, places, people. */
const APP13 = 0xed;
const COM = 0xfe;

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
/** Markers without a length: TEM and the restart markers. */
const isStandalone = (marker: number) => marker === 0x01 || isRestart(marker);
/** SOF0-SOF15 but DHT, JPG and DAC, which share the range. */
const isFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * Where the entropy-coded data that starts at `from` ends: at the first marker, since a 0xFF in
 * the data is always followed by a stuffed 0x00, a restart marker or more 0xFF fill.
 */
const endOfScan = (jpeg: Buffer, from: number): number | null => {
  for (let at = jpeg.indexOf(0xff, from); at !== -1; at = jpeg.indexOf(0xff, at + 1)) {
    const next = jpeg[at + 1];
    if (next === undefined) return null;
    if (next !== 0x00 && next !== 0xff && !isRestart(next)) return at;
  }
  return null;
};

/**
 * The JPEG with its Exif, XMP, IPTC and comment segments taken out (the orientation kept), and
 * whatever follows its end (phones append thumbnails and motion-photo videos, which carry the
 * place too); the image data is copied as it is. Null when the bytes are not a whole JPEG:
 * segments that run past the end, no frame, no scan or no end.
 */
export const jpegWithoutMetadata = (jpeg: Buffer): Buffer | null => {
  if (jpeg[0] !== 0xff || jpeg[1] !== SOI) return null;
  const kept: Buffer[] = [jpeg.subarray(0, 2)];
  let at = 2;
  let framed = false;
  let scanned = false;
  for (;;) {
    if (jpeg[at] !== 0xff) return null;
    while (jpeg[at + 1] === 0xff) at += 1; // fill bytes before a marker
    const marker = jpeg[at + 1];
    if (marker === undefined || marker === 0x00 || marker === SOI) return null;
    if (marker === EOI) {
      if (!scanned) return null;
      kept.push(jpeg.subarray(at, at + 2));
      return Buffer.concat(kept);
    }
    if (isStandalone(marker)) {
      kept.push(jpeg.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > jpeg.length) return null;
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    if (end < at + 4 || end > jpeg.length) return null;
    const segment = jpeg.subarray(at, end);
    if (marker === APP1) {
      const orientation = orientationOnly(segment);
      if (orientation) kept.push(orientation);
    } else if (marker !== APP13 && marker !== COM) {
      kept.push(segment);
    }
    framed ||= isFrame(marker);
    at = end;
    if (marker === SOS) {
      if (!framed) return null;
      scanned = true;
      const scanEnd = endOfScan(jpeg, at);
      if (scanEnd === null) return null;
      kept.push(jpeg.subarray(at, scanEnd));
      at = scanEnd;
    }
  }
};
