const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/**
 * An Exif APP1 segment holding the orientation alone. Cameras often store a photo as the sensor
 * saw it and say how to turn it in Exif: without the tag a portrait photo shows on its side.
 */
const orientationSegment = (orientation: number): Buffer => {
  const segment = Buffer.alloc(36);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(segment.length - 2, 2);
  EXIF_HEADER.copy(segment, 4);
  segment.write('MM', 10, 'latin1');
  segment.writeUInt16BE(42, 12);
  segment.writeUInt32BE(8, 14); // IFD0 right after the TIFF header
  segment.writeUInt16BE(1, 18); // one entry
  segment.writeUInt16BE(ORIENTATION_TAG, 20);
  segment.writeUInt16BE(SHORT, 22);
  segment.writeUInt32BE(1, 24);
  segment.writeUInt16BE(orientation, 28);
  // The next IFD's offset, 0: there is none (the bytes after the value are already zero).
  return segment;
};

/**
 * What is left of a JPEG's APP1 segment once everything but the orientation is taken out: an Exif
 * segment with only the orientation when the photo needs turning, else nothing. Anything
 * unreadable in it counts as no orientation.
 */
export const orientationOnly = (app1: Buffer): Buffer | null => {
  const exif = app1.subarray(4);
  if (!exif.subarray(0, EXIF_HEADER.length).equals(EXIF_HEADER)) return null;
  const tiff = exif.subarray(EXIF_HEADER.length);
  if (tiff.length < 8) return null;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const u16 = (at: number) => (order === 'II' ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (order === 'II' ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const entries = u16(ifd);
  for (let index = 0; index < entries; index += 1) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === ORIENTATION_TAG && u16(entry + 2) === SHORT) {
      const orientation = u16(entry + 8);
      return orientation >= 2 && orientation <= 8 ? orientationSegment(orientation) : null;
    }
  }
  return null;
};
