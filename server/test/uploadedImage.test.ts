import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { MAX_PHOTO_BYTES } from '@domain/driverLimits';
import { BadImage } from '../services/pod/badImage';
import { readUploadedImage } from '../services/pod/uploadedImage';
import type { ImageType } from '../services/pod/uploadedImage';

const BOTH: ImageType[] = ['image/jpeg', 'image/png'];

const bytes = (...parts: (number[] | string | Buffer)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string'
        ? Buffer.from(part, 'latin1')
        : Buffer.isBuffer(part)
          ? part
          : Buffer.from(part),
    ),
  );

const u16 = (value: number) => [value >> 8, value & 0xff];
const u32 = (value: number) => [
  value >>> 24,
  (value >> 16) & 0xff,
  (value >> 8) & 0xff,
  value & 0xff,
];

/** Pseudo-random bytes, the same on every run. */
const noise = (length: number, seed: string) => {
  const blocks: Buffer[] = [];
  for (let block = createHash('sha256').update(seed).digest(); blocks.length * 32 < length;) {
    blocks.push(block);
    block = createHash('sha256').update(block).digest();
  }
  return Buffer.concat(blocks).subarray(0, length);
};

/** The latitude 51° 30' 26.30" as three TIFF rationals: the bytes that must not survive. */
const GPS_LATITUDE = bytes(u32(51), u32(1), u32(30), u32(1), u32(2630), u32(100));

/**
 * A TIFF block as Exif stores it (big-endian): IFD0 with the orientation and a pointer to a GPS
 * IFD with the latitude.
 */
const exifTiff = (orientation: number) =>
  bytes(
    'MM',
    u16(42),
    u32(8),
    // IFD0 at 8: two entries, then no next IFD
    u16(2),
    [...u16(0x0112), ...u16(3), ...u32(1), ...u16(orientation), 0, 0],
    [...u16(0x8825), ...u16(4), ...u32(1), ...u32(38)],
    u32(0),
    // the GPS IFD at 38: GPSLatitudeRef "N", GPSLatitude at 68
    u16(2),
    [...u16(1), ...u16(2), ...u32(2), ...bytes('N\0\0\0')],
    [...u16(2), ...u16(5), ...u32(3), ...u32(68)],
    u32(0),
    GPS_LATITUDE,
  );

// --- JPEG: an 8x8 grey baseline image, its segments built one by one ---

const segment = (marker: number, payload: Buffer | string) =>
  bytes([0xff, marker], u16(bytes(payload).length + 2), bytes(payload));

const SOI = bytes([0xff, 0xd8]);
const EOI = bytes([0xff, 0xd9]);
const JFIF = segment(0xe0, bytes('JFIF\0', [1, 1, 0], u16(1), u16(1), [0, 0]));
const EXIF = (orientation: number) => segment(0xe1, bytes('Exif\0\0', exifTiff(orientation)));
const XMP = segment(
  0xe1,
  'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>51,30.4383N</exif:GPSLatitude></x:xmpmeta>',
);
const ICC = segment(0xe2, 'ICC_PROFILE\0\x01\x01not a real profile');
const IPTC = segment(0xed, 'Photoshop 3.0\x008BIM\x04\x04\0\0\0\0\0\x0cCity: Dover');
const COMMENT = segment(0xfe, 'Taken at 51.5074 N, 0.1278 W');
const QUANTIZATION = segment(0xdb, bytes([0], Array<number>(64).fill(1)));
const FRAME = segment(0xc0, bytes([8], u16(8), u16(8), [1, 1, 0x11, 0]));
// One code each, of one bit: DC difference category 0, and AC end of block.
const HUFFMAN_DC = segment(0xc4, bytes([0x00, 1], Array<number>(15).fill(0), [0]));
const HUFFMAN_AC = segment(0xc4, bytes([0x10, 1], Array<number>(15).fill(0), [0]));
const SCAN_HEADER = segment(0xda, bytes([1, 1, 0x00, 0, 63, 0]));
// The block's two codes, "0" and "0", padded with ones.
const SCAN_DATA = bytes([0x3f]);

const IMAGE = [QUANTIZATION, FRAME, HUFFMAN_DC, HUFFMAN_AC, SCAN_HEADER, SCAN_DATA, EOI];
const jpeg = (...metadata: Buffer[]) => bytes(SOI, JFIF, ...metadata, ...IMAGE);

/** The Exif segment a photo needing a turn keeps: the orientation alone. */
const orientationOnly = (orientation: number) =>
  segment(
    0xe1,
    bytes(
      'Exif\0\0MM',
      u16(42),
      u32(8),
      u16(1),
      [...u16(0x0112), ...u16(3), ...u32(1)],
      u16(orientation),
      [0, 0],
      u32(0),
    ),
  );

// --- PNG: a 1x1 grey image ---

const chunk = (type: string, data: Buffer | string) => {
  const body = bytes(type, bytes(data));
  return bytes(u32(body.length - 4), body, u32(crc32(body)));
};

const SIGNATURE = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IHDR = chunk('IHDR', bytes(u32(1), u32(1), [8, 0, 0, 0, 0]));
const IDAT = chunk('IDAT', deflateSync(bytes([0, 0x80])));
const IEND = chunk('IEND', '');
const PNG_EXIF = chunk('eXIf', exifTiff(6));
const PNG_TEXT = chunk('tEXt', 'Comment\0Taken at 51.5074 N');
const PNG_ITXT = chunk(
  'iTXt',
  'XML:com.adobe.xmp\0\0\0\0\0<exif:GPSLatitude>51,30N</exif:GPSLatitude>',
);
const PNG_ZTXT = chunk('zTXt', bytes('Author\0\0', deflateSync('A. Driver')));
const PNG_GAMMA = chunk('gAMA', bytes(u32(45455)));

const png = (...beforeData: Buffer[]) => bytes(SIGNATURE, IHDR, ...beforeData, IDAT, IEND);

/** The chunk types of a PNG in order, checking each chunk's length and CRC on the way. */
const chunkTypes = (image: Buffer) => {
  expect(image.subarray(0, 8)).toEqual(SIGNATURE);
  const types: string[] = [];
  for (let at = 8; at < image.length;) {
    const length = image.readUInt32BE(at);
    const body = image.subarray(at + 4, at + 8 + length);
    expect(image.readUInt32BE(at + 8 + length)).toBe(crc32(body));
    types.push(body.toString('latin1', 0, 4));
    at += 12 + length;
  }
  return types;
};

const refusal = (run: () => unknown): BadImage => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BadImage);
    return error as BadImage;
  }
  throw new Error('The image was accepted.');
};

describe('readUploadedImage, for a JPEG', () => {
  it('takes out Exif, XMP, IPTC and comments, keeping the orientation and the image', () => {
    const upload = jpeg(EXIF(6), XMP, ICC, IPTC, COMMENT);
    const { type, bytes: kept } = readUploadedImage(upload, BOTH);
    expect(type).toBe('image/jpeg');
    expect(kept).toEqual(bytes(SOI, JFIF, orientationOnly(6), ICC, ...IMAGE));
    expect(kept.indexOf(GPS_LATITUDE)).toBe(-1);
    expect(kept.toString('latin1')).not.toMatch(/GPSLatitude|Dover|51\.5074/);
    expect(kept.subarray(0, 2)).toEqual(SOI);
    expect(kept.subarray(-2)).toEqual(EOI);
  });

  it('keeps no Exif at all when the photo needs no turning', () => {
    const { bytes: kept } = readUploadedImage(jpeg(EXIF(1), ICC), BOTH);
    expect(kept).toEqual(bytes(SOI, JFIF, ICC, ...IMAGE));
  });

  it('leaves a JPEG without metadata as it is', () => {
    const upload = jpeg(ICC);
    expect(readUploadedImage(upload, BOTH).bytes).toEqual(upload);
  });

  it('copies the image data as it is, stuffed bytes and restart markers included', () => {
    const data = bytes([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xff, 0xd1, 0x78]);
    const upload = bytes(
      SOI,
      JFIF,
      QUANTIZATION,
      FRAME,
      HUFFMAN_DC,
      HUFFMAN_AC,
      SCAN_HEADER,
      data,
      EOI,
    );
    expect(readUploadedImage(upload, BOTH).bytes).toEqual(upload);
  });

  it('walks every scan of a progressive JPEG, dropping a comment between scans', () => {
    const progressive = bytes(
      SOI,
      segment(0xc2, bytes([8], u16(8), u16(8), [1, 1, 0x11, 0])),
      QUANTIZATION,
      HUFFMAN_DC,
      SCAN_HEADER,
      [0x01, 0x02],
      COMMENT,
      HUFFMAN_AC,
      SCAN_HEADER,
      [0x03, 0x04],
      EOI,
    );
    const { bytes: kept } = readUploadedImage(progressive, BOTH);
    expect(kept.length).toBe(progressive.length - COMMENT.length);
    expect(kept.toString('latin1')).not.toContain('51.5074');
  });

  it('drops what follows the end of the image', () => {
    const appended = bytes(jpeg(), 'ftypmp42 a motion photo with its own GPS track');
    expect(readUploadedImage(appended, BOTH).bytes).toEqual(jpeg());
  });
});

describe('readUploadedImage, for a PNG', () => {
  it('takes out eXIf and the text chunks, keeping the others as they are', () => {
    const upload = bytes(
      SIGNATURE,
      IHDR,
      PNG_GAMMA,
      PNG_EXIF,
      PNG_TEXT,
      IDAT,
      PNG_ITXT,
      PNG_ZTXT,
      IEND,
    );
    const { type, bytes: kept } = readUploadedImage(upload, BOTH);
    expect(type).toBe('image/png');
    expect(kept).toEqual(bytes(SIGNATURE, IHDR, PNG_GAMMA, IDAT, IEND));
    expect(chunkTypes(kept)).toEqual(['IHDR', 'gAMA', 'IDAT', 'IEND']);
    expect(kept.indexOf(GPS_LATITUDE)).toBe(-1);
  });

  it('leaves a PNG without metadata as it is', () => {
    expect(readUploadedImage(png(), ['image/png']).bytes).toEqual(png());
  });
});

describe('readUploadedImage refuses', () => {
  const MZ = bytes(
    'MZ\x90\0\x03\0\0\0\x04\0\0\0\xff\xff',
    Array<number>(50).fill(0),
    'This program cannot be run in DOS mode.',
  );
  const ELF = bytes('\x7fELF\x02\x01\x01\0', Array<number>(8).fill(0), [2, 0, 0x3e, 0]);

  it.each([
    ['a renamed Windows executable', MZ],
    ['a renamed Linux executable', ELF],
    ['random bytes', noise(4096, 'random')],
    ['nothing', Buffer.alloc(0)],
    ['a PDF', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')],
  ])('%s', (_, upload) => {
    expect(refusal(() => readUploadedImage(upload, BOTH, 'photo')).message).toBe(
      'The photo must be a JPEG or PNG image.',
    );
  });

  it('a type that is not allowed', () => {
    expect(refusal(() => readUploadedImage(jpeg(), ['image/png'], 'signature')).message).toBe(
      'The signature must be a PNG image.',
    );
  });

  it('an image over the size limit', () => {
    const huge = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    jpeg().copy(huge);
    expect(refusal(() => readUploadedImage(huge, BOTH, 'photo')).message).toBe(
      'The photo must be 10 MB or smaller.',
    );
  });

  it.each([
    ['a JPEG', jpeg(EXIF(6), COMMENT)],
    ['a PNG', png(PNG_EXIF)],
  ])('%s cut short anywhere', (_, whole) => {
    for (let length = 0; length < whole.length; length += 1)
      refusal(() => readUploadedImage(whole.subarray(0, length), BOTH));
  });

  it.each([
    ['a JPEG', jpeg(EXIF(6), XMP, COMMENT)],
    ['a PNG', png(PNG_EXIF, PNG_TEXT)],
  ])('%s garbled anywhere, cleanly or not at all', (_, whole) => {
    for (let at = 0; at < whole.length; at += 1) {
      for (const value of [0x00, 0xff, (whole[at] ?? 0) ^ 0x5a]) {
        const garbled = Buffer.from(whole);
        garbled[at] = value;
        try {
          readUploadedImage(garbled, BOTH);
        } catch (error) {
          expect(error).toBeInstanceOf(BadImage);
        }
      }
    }
  });

  it('a PNG with a chunk that fails its CRC', () => {
    const garbled = png();
    const lastCrcByte = SIGNATURE.length + IHDR.length - 1;
    garbled[lastCrcByte] = (garbled[lastCrcByte] ?? 0) ^ 1;
    expect(refusal(() => readUploadedImage(garbled, BOTH, 'photo')).message).toBe(
      'The photo is damaged or incomplete; choose or take it again.',
    );
  });

  it('a JPEG of random segments after its magic bytes', () => {
    refusal(() => readUploadedImage(bytes([0xff, 0xd8, 0xff], noise(4096, 'jpeg')), BOTH));
  });

  it('a JPEG with no frame before its scan', () => {
    refusal(() => readUploadedImage(bytes(SOI, HUFFMAN_DC, SCAN_HEADER, SCAN_DATA, EOI), BOTH));
  });
});
