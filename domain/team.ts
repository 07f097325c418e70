import * as yup from 'yup';
import { ROLES, type Role } from './roles';
import { registerSchema } from './schemas';
import { validChoice } from './validChoice';

/** How long an invitation's link works, from when it was sent or last resent. */
export const INVITATION_TTL_DAYS = 7;

/** What the team calls and the join page answer beyond the form messages. */
export const TEAM_MESSAGES = {
  invited: 'Invitation sent.',
  resent: 'Invitation sent again.',
  revoked: 'Invitation revoked.',
  roleChanged: 'Role changed.',
  removed: 'Member removed.',
  joined: 'Welcome aboard.',
  alreadyMember:
    'This address already has a Loadline account. An account belongs to one company: sign in with it, or invite another address.',
  alreadyInvited: 'This address is already invited. Resend the invitation instead.',
  lastAdmin: 'A company needs at least one admin: make another member an admin first.',
  invitationGone: 'This invitation is no longer valid. Ask your admin to send a new one.',
  memberRemoved: 'This member has been removed.',
} as const;

const roleField = () =>
  yup
    .string()
    .typeError(validChoice(ROLES))
    .oneOf(ROLES, validChoice(ROLES))
    .required(validChoice(ROLES));

export const invitationRequestSchema = yup.object({
  email: registerSchema.fields.email as yup.StringSchema<string>,
  role: roleField() as yup.StringSchema<Role>,
});

export const roleChangeSchema = yup.object({ role: roleField() as yup.StringSchema<Role> });

/** The join page's form: sign-up's fields and rules, less what the invitation already says. */
export const acceptInvitationSchema = registerSchema.pick([
  'first_name',
  'last_name',
  'phone_number',
  'password',
]);

export type MemberStatus = 'active' | 'removed';
