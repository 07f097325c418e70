import { seedDemo } from './demo';
import { resetOpsOperators } from './opsOperators';
import { clearDb } from './store';

export { DEMO_ACCOUNT } from '@domain/demo/demoAccount';
export type { SeedMemberOptions, SeedShipmentOptions, SeedUserOptions } from './fixtures';
export {
  seedCancellation,
  seedInvitation,
  seedInvoice,
  seedMember,
  seedShipment,
  seedUser,
} from './fixtures';
export {
  issueVerificationToken,
  lastInvitationToken,
  lastResetToken,
  lastVerificationToken,
} from './outbox';

/**
 * Back to the seeded state: the demo shipper and their shipments, the demo dispatcher. Tests call
 * it before each.
 */
export const resetDb = (): void => {
  clearDb();
  resetOpsOperators();
  seedDemo();
};
