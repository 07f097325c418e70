import { MAX_PHOTO_BYTES } from './driverLimits';
import { MILESTONE_LABELS, type ReportedMilestone } from './milestones';

/** What the operations desk, the driver's page and their API say. */
export const DISPATCH_MESSAGES = {
  dispatchersOnly: 'Only Loadline dispatchers can use the operations desk.',
  shippersOnly: 'Dispatchers use the operations desk, not the shipper’s pages.',
  carrierNotFound: 'Carrier not found.',
  usdotTaken: 'A carrier with this USDOT number already exists.',
  usdotInvalid: 'Enter the USDOT number: 1 to 8 digits.',
  mcInvalid: 'Enter the MC number: 1 to 8 digits, without "MC".',
  scacInvalid: 'Enter the SCAC: 2 to 4 letters.',
  equipmentRequired: 'Pick at least one kind of trailer.',
  insuranceDateRequired: 'Enter the date the cargo insurance expires.',
  carrierNotVerified: 'This carrier is not verified: check it against the registry first.',
  carrierInsuranceExpired: 'This carrier’s cargo insurance has expired.',
  carrierLacksEquipment: (equipment: string) => `This carrier does not run ${equipment} trailers.`,
  registryUnreachable: 'The carrier registry could not be reached, so the carrier is not verified.',
  notPaid: 'Only a paid shipment can be covered.',
  shipmentCancelled: 'This shipment was cancelled.',
  shipmentDelivered: 'This shipment was delivered.',
  notDispatched: 'Assign a carrier to this shipment first.',
  linkDead: 'This link no longer works. Ask your dispatcher for a new one.',
  deliveredWithPod: 'Record the delivery with the proof of delivery.',
  signatureRequired: 'The receiver must sign on the screen.',
  podNotMultipart: 'Send the proof of delivery as multipart/form-data.',
  podUnexpectedParts:
    'Send the receiver’s name, the notes, one signature and at most one photo, nothing else.',
  receiverNameRequired: 'Enter the receiver’s printed name.',
  /** `what` names the upload ("photo", "signature"); `formats` the kinds it may be ("JPEG"). */
  imageType: (what: string, formats: readonly string[]) =>
    `The ${what} must be a ${formats.join(' or ')} image.`,
  imageTooLarge: (what: string) =>
    `The ${what} must be ${MAX_PHOTO_BYTES / 1024 / 1024} MB or smaller.`,
  imageDamaged: (what: string) => `The ${what} is damaged or incomplete; choose or take it again.`,
  eventIdInvalid: 'Each event needs the id the phone gave it.',
  eventTimeInvalid: 'Enter a valid time (ISO 8601, with its zone).',
  eventTimeInFuture: 'A milestone cannot be in the future.',
  latitudeInvalid: 'Latitude must be between -90 and 90.',
  longitudeInvalid: 'Longitude must be between -180 and 180.',
  accuracyInvalid: 'Accuracy must be a positive number of metres.',
  tooManyPositions: (max: number) => `Send at most ${max} positions at once.`,
  positionsRequired: 'Send at least one position.',
  driverPhoneInvalid: 'Enter the driver’s mobile number.',
  milestoneInvalid: 'Pick a milestone.',
  carrierAssigned: 'Carrier assigned.',
  milestoneRecorded: (code: ReportedMilestone) => `${MILESTONE_LABELS[code]} recorded.`,
  milestoneWithdrawn: (code: ReportedMilestone) => `${MILESTONE_LABELS[code]} withdrawn.`,
  positionTimeInFuture: 'A position cannot be in the future.',
  withdrawalEventUnknown: 'This milestone is not on the load.',
  withdrawalNotUndoable: 'Only the driver’s own milestones can be undone, and never the delivery.',
  withdrawalTooLate: (minutes: number) =>
    `A milestone can be undone only within ${minutes} minutes of it.`,
  withdrawalNotLatest: 'A later milestone stands on this one, so it can no longer be undone.',
} as const;
