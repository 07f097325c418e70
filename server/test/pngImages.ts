import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/*
 * PNG images made on the spot, as a phone sends them with a proof of delivery: the smallest
 * valid one, a photo of grain and a signature drawn on a transparent pad. 8 bits per sample.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG's colour types, and the samples of each pixel. */
const COLOURS = {
  grey: { type: 0, samples: 1 },
  rgb: { type: 2, samples: 3 },
  rgba: { type: 6, samples: 4 },
};

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes;
};

/** A chunk: its length, type, data and checksum. */
export const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), body, u32(crc32(body))]);
};

type PngOptions = {
  width: number;
  height: number;
  colour: keyof typeof COLOURS;
  /** The samples of one row, left to right. */
  row: (y: number) => Buffer;
  /** Chunks of metadata, placed before the image data. */
  extra?: Buffer[];
};

export const encodePng = ({ width, height, colour, row, extra = [] }: PngOptions) => {
  const { type } = COLOURS[colour];
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, type, 0, 0, 0])]);
  // Each row starts with its filter: none.
  const rows = Array.from({ length: height }, (_, y) => Buffer.concat([Buffer.from([0]), row(y)]));
  return Buffer.concat([
    SIGNATURE,
    pngChunk('IHDR', header),
    ...extra,
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

/** Where a photo was taken, in the Exif of a PNG: what must not be stored. */
export const GPS_MARK = Buffer.from('GPSLatitude 51.5074 N', 'latin1');

/** A 1x1 grey PNG; with `exif`, an eXIf chunk holding GPS_MARK. */
export const png = ({ exif = false } = {}) =>
  encodePng({
    width: 1,
    height: 1,
    colour: 'grey',
    row: () => Buffer.from([0x80]),
    extra: exif
      ? [pngChunk('eXIf', Buffer.concat([Buffer.from('MM\0*', 'latin1'), GPS_MARK]))]
      : [],
  });

/** A colour photo as a phone might send it: by default 1200 by 900 pixels of grain, 3 MB. */
export const photoPng = (width = 1200, height = 900) =>
  encodePng({ width, height, colour: 'rgb', row: () => randomBytes(width * 3) });

/**
 * A signature as the driver's page draws it: dark strokes on a transparent pad of 600 by 200,
 * here a wave across it.
 */
export const signaturePng = (width = 600, height = 200) =>
  encodePng({
    width,
    height,
    colour: 'rgba',
    row: (y) => {
      const pixels = Buffer.alloc(width * 4);
      for (let x = 0; x < width; x += 1) {
        const wave = height / 2 + (height / 3) * Math.sin((x / width) * 4 * Math.PI);
        if (Math.abs(wave - y) < 2) pixels.set([20, 20, 60, 255], x * 4);
      }
      return pixels;
    },
  });
