import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import { MAX_PHOTO_BYTES } from '@domain/driverLimits';

const PHOTO_TYPES = ['image/jpeg', 'image/png'];
const PHOTO_FORMATS = ['JPEG', 'PNG'];

/**
 * Why this photo cannot go, or null: the server's limits, said before the upload rather than after.
 * The server reads the bytes again.
 */
export const photoProblem = (photo: File): string | null => {
  if (!PHOTO_TYPES.includes(photo.type)) return DISPATCH_MESSAGES.imageType('photo', PHOTO_FORMATS);
  if (photo.size > MAX_PHOTO_BYTES) return DISPATCH_MESSAGES.imageTooLarge('photo');
  return null;
};
