import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import { MAX_PHOTO_BYTES } from '@domain/driverLimits';
import { BadImage } from './badImage';
import { jpegWithoutMetadata } from './jpegWithoutMetadata';
import { pngWithoutMetadata } from './pngWithoutMetadata';

export type ImageType = 'image/jpeg' | 'image/png';

const FORMATS = [
  {
    type: 'image/jpeg',
    name: 'JPEG',
    magic: Buffer.from([0xff, 0xd8, 0xff]),
    withoutMetadata: jpegWithoutMetadata,
  },
  {
    type: 'image/png',
    name: 'PNG',
    magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    withoutMetadata: pngWithoutMetadata,
  },
] as const;

/**
 * An uploaded image, its type read from its bytes (a file's name and declared type are the
 * sender's word), with what would tell where and by whom it was taken taken out: GPS, camera and
 * author details, comments. `what` names the upload in the messages ("photo", "signature").
 * Throws BadImage for anything but a whole image of an allowed type.
 */
export const readUploadedImage = (
  bytes: Buffer,
  allowed: readonly ImageType[],
  what = 'file',
): { type: ImageType; bytes: Buffer } => {
  const names = FORMATS.filter(({ type }) => allowed.includes(type)).map(({ name }) => name);
  const format = FORMATS.find(({ magic }) => bytes.subarray(0, magic.length).equals(magic));
  if (!format || !allowed.includes(format.type))
    throw new BadImage(DISPATCH_MESSAGES.imageType(what, names));
  if (bytes.length > MAX_PHOTO_BYTES) throw new BadImage(DISPATCH_MESSAGES.imageTooLarge(what));
  const stripped = format.withoutMetadata(bytes);
  if (!stripped) throw new BadImage(DISPATCH_MESSAGES.imageDamaged(what));
  return { type: format.type, bytes: stripped };
};
