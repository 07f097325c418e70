import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import { MAX_PHOTO_BYTES } from '@domain/driverLimits';
import { fieldsWithNul } from '@domain/nulCharacters';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { Invalid, Refused } from '../domainErrors';

/** One part of a multipart form, as the upload parser gives it. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; toBuffer: () => Promise<Buffer> };

/** What a proof of delivery's form sent, not yet checked. */
export type PodUpload = {
  fields: Record<string, unknown>;
  signature: Buffer | null;
  photo: Buffer | null;
};

const FILES = ['signature', 'photo'] as const;

/**
 * The parser's limits: the form's few fields and two files. A file is cut one byte past the
 * largest photo allowed, so that a larger one reaches the image check, which says how large it may
 * be, rather than failing in the parser.
 */
export const POD_UPLOAD_LIMITS = {
  fields: 8,
  files: FILES.length,
  parts: 12,
  fieldSize: 16 * 1024,
  fileSize: MAX_PHOTO_BYTES + 1,
};

/** The parser's codes for a form over its limits. */
const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

const isLimitError = (error: unknown) =>
  error instanceof Error && 'code' in error && LIMIT_CODES.has(String(error.code));

const collect = async (parts: AsyncIterable<UploadPart>): Promise<PodUpload> => {
  const upload: PodUpload = { fields: {}, signature: null, photo: null };
  for await (const part of parts) {
    if (part.type === 'field') {
      // The first of a repeated field counts, as a form sends each once.
      if (!Object.hasOwn(upload.fields, part.fieldname)) upload.fields[part.fieldname] = part.value;
      continue;
    }
    const name = FILES.find((file) => file === part.fieldname);
    if (!name || upload[name]) throw new Refused(DISPATCH_MESSAGES.podUnexpectedParts);
    upload[name] = await part.toBuffer();
  }
  return upload;
};

/**
 * Reads a proof of delivery's form: its text fields, the signature and the photo, each file whole
 * in memory (at most a few MB past the limit). A file of another name, a file sent twice or a
 * form over the parser's limits is refused; text with a NUL character, which no column stores, is
 * refused on its field.
 */
export const readPodUpload = async (parts: AsyncIterable<UploadPart>): Promise<PodUpload> => {
  let upload: PodUpload;
  try {
    upload = await collect(parts);
  } catch (error) {
    if (isLimitError(error)) throw new Refused(DISPATCH_MESSAGES.podUnexpectedParts);
    throw error;
  }
  const withNul = fieldsWithNul(upload.fields);
  if (withNul.length)
    throw new Invalid(
      Object.fromEntries(withNul.map((field) => [field, SERVER_MESSAGES.nulCharacter])),
    );
  return upload;
};
