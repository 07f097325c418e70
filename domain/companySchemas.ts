import Type from 'typebox';
import type { Static } from 'typebox';
import { ROLES } from './roles';
import {
  CompanyName,
  Email,
  FirstName,
  FullName,
  Id,
  IsoDateTime,
  LastName,
  oneOf,
  orNull,
  PersonSchema,
} from './responseSchemas';

/*
 * The team's answers as JSON Schema; their wire types are read from the schemas, so the two
 * cannot differ.
 */

export const MemberSchema = Type.Object({
  id: Id,
  first_name: FirstName,
  last_name: LastName,
  email: Email,
  role: oneOf(ROLES),
  status: oneOf(['active', 'removed'] as const),
  last_active_at: orNull(IsoDateTime),
});

export const PendingInvitationSchema = Type.Object({
  id: Id,
  email: Email,
  role: oneOf(ROLES),
  invited_by: PersonSchema,
  expires_at: IsoDateTime,
});

export const CompanySchema = Type.Object({
  id: Id,
  name: CompanyName,
  members: Type.Array(MemberSchema, {
    'x-unbounded': 'Every member the company has had.',
    description: 'Active members first, then removed ones.',
  }),
  invitations: Type.Array(PendingInvitationSchema, {
    'x-unbounded': 'Every invitation still open, however old.',
    description:
      'The invitations neither accepted nor revoked, expired ones too (they may be resent); empty but for admins.',
  }),
});

/** What the join page shows before the invitation is accepted. */
export const InvitationPreviewSchema = Type.Object({
  company_name: CompanyName,
  inviter_name: FullName,
  email: Email,
  role: oneOf(ROLES),
});

export type Member = Static<typeof MemberSchema>;
export type PendingInvitation = Static<typeof PendingInvitationSchema>;
export type Company = Static<typeof CompanySchema>;
export type InvitationPreview = Static<typeof InvitationPreviewSchema>;
