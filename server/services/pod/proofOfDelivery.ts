import { eq } from 'drizzle-orm';
import { hasDeliveryExceptions } from '@domain/dispatchExceptions';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import { podFieldsSchema } from '@domain/dispatchSchemas';
import type { Db } from '../../db/database';
import { proofsOfDelivery } from '../../db/schema';
import { Conflict, Refused } from '../domainErrors';
import type { DriverAssignment } from '../movement/driverLink';
import { phoneTime } from '../movement/phoneTime';
import { recordMilestone } from '../movement/recordMilestone';
import { validateInput } from '../validateInput';
import type { PodUpload } from './podUpload';
import { readUploadedImage } from './uploadedImage';

type CheckedPod = typeof proofsOfDelivery.$inferInsert;

/** The form's values checked, the images read and stripped of where and by whom they were made. */
const checked = (
  { assignmentId, shipmentId }: DriverAssignment,
  { fields, signature, photo }: PodUpload,
  now: Date,
): { proof: CheckedPod; deliveredAt: Date } => {
  const { receiver_name, notes, at } = validateInput(podFieldsSchema, fields);
  const deliveredAt = at ? phoneTime(at, now) : now;
  if (!signature?.length) throw new Refused(DISPATCH_MESSAGES.signatureRequired);
  const signed = readUploadedImage(signature, ['image/png'], 'signature');
  const taken = photo?.length
    ? readUploadedImage(photo, ['image/jpeg', 'image/png'], 'photo')
    : null;
  return {
    proof: {
      shipmentId,
      assignmentId,
      receiverName: receiver_name,
      signaturePng: signed.bytes,
      photo: taken?.bytes ?? null,
      photoType: taken?.type ?? null,
      notes: notes || null,
      withExceptions: hasDeliveryExceptions(notes),
    },
    deliveredAt,
  };
};

const sameBytes = (a: Buffer | null | undefined, b: Buffer | null | undefined) =>
  a && b ? a.equals(b) : !a && !b;

/** Whether a stored proof is the one sent again: a phone's retry after a lost answer. */
const isSameProof = async (db: Db, proof: CheckedPod) => {
  const [stored] = await db
    .select()
    .from(proofsOfDelivery)
    .where(eq(proofsOfDelivery.shipmentId, proof.shipmentId));
  return (
    stored !== undefined &&
    stored.receiverName === proof.receiverName &&
    stored.notes === proof.notes &&
    sameBytes(stored.signaturePng, proof.signaturePng) &&
    sameBytes(stored.photo, proof.photo)
  );
};

/**
 * The receiver's name and signature (and the photo of the signed papers, and notes of anything
 * over, short or damaged) kept in the database, where every server reads them, and the delivery
 * recorded, in one transaction: there is never a delivery without its proof, nor the reverse, and
 * the delivery's e-mails, the proof attached when sent, are owed in it too (recordMilestone). One
 * proof per shipment: the same one sent again is taken as done; another is a conflict.
 */
export const storeProofOfDelivery = async (
  db: Db,
  link: DriverAssignment,
  upload: PodUpload,
  now: Date,
): Promise<void> => {
  const { proof, deliveredAt } = checked(link, upload, now);
  const stored = await db.transaction(async (tx) => {
    const [kept] = await tx
      .insert(proofsOfDelivery)
      .values({ ...proof, createdAt: now })
      .onConflictDoNothing({ target: proofsOfDelivery.shipmentId })
      .returning({ shipmentId: proofsOfDelivery.shipmentId });
    if (!kept) return false;
    await recordMilestone(tx, {
      shipmentId: link.shipmentId,
      assignmentId: link.assignmentId,
      code: 'delivered',
      at: deliveredAt,
      source: 'driver',
    });
    return true;
  });
  if (!stored && !(await isSameProof(db, proof)))
    throw new Conflict(DISPATCH_MESSAGES.shipmentDelivered);
};
