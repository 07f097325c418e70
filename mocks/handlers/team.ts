import { http, HttpResponse } from 'msw';
import type { Company, InvitationPreview, Member, PendingInvitation } from '@domain/companySchemas';
import { parseStoredId } from '@domain/storedId';
import {
  acceptInvitationSchema,
  invitationRequestSchema,
  roleChangeSchema,
  TEAM_MESSAGES,
} from '@domain/team';
import type { MessageResponse, SessionResponse } from '@domain/types';
import {
  acceptInvitation,
  type InvitationRefusal,
  inviteMember,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
  toPendingInvitation,
} from '../db/invitations';
import { createSession } from '../db/sessions';
import { changeRole, type MemberRefusal, readCompany, removeMember, toMember } from '../db/team';
import { toUser } from '../db/users';
import { fieldErrors, messageResponse, notFound } from '../http/responses';
import { requireOnboarded, requireVerified } from '../http/session';
import { validateBody } from '../http/validation';

type Refusal = InvitationRefusal | MemberRefusal;

/** A refusal as the server answers it. */
const refusal = (refused: Refusal): Response => {
  switch (refused.refused) {
    case 'notFound':
      return notFound();
    case 'invitationGone':
      return messageResponse(404, TEAM_MESSAGES.invitationGone);
    case 'alreadyMember':
      return fieldErrors({ email: [TEAM_MESSAGES.alreadyMember] });
    case 'alreadyInvited':
      return fieldErrors({ email: [TEAM_MESSAGES.alreadyInvited] });
    case 'lastAdmin':
      return messageResponse(409, TEAM_MESSAGES.lastAdmin);
    case 'tooMany':
      return HttpResponse.json<MessageResponse>(
        {
          message: `Too many attempts. Try again in ${Math.ceil(refused.retryAfterSeconds / 60)} minute(s).`,
        },
        { status: 429, headers: { 'Retry-After': String(refused.retryAfterSeconds) } },
      );
  }
};

const isRefusal = (value: object): value is Refusal => 'refused' in value;

/** The record an :id names; a malformed id tells no more than an unknown one (404). */
const idOf = (id: string | readonly string[] | undefined): number => {
  const parsed = typeof id === 'string' ? parseStoredId(id) : null;
  if (parsed === null) throw notFound();
  return parsed;
};

const message = (text: string) => HttpResponse.json<MessageResponse>({ message: text });

export const teamHandlers = [
  http.get('*/api/company/', ({ request }) =>
    HttpResponse.json<Company>(readCompany(requireOnboarded(request))),
  ),

  http.post('*/api/company/invitations/', async ({ request }) => {
    const actor = requireVerified(request, 'manageTeam');
    const body = await validateBody(request, invitationRequestSchema);
    const invited = inviteMember(actor, body);
    if (isRefusal(invited)) return refusal(invited);
    return HttpResponse.json<PendingInvitation>(toPendingInvitation(invited), { status: 201 });
  }),

  http.post('*/api/company/invitations/:id/resend/', ({ request, params }) => {
    const actor = requireVerified(request, 'manageTeam');
    const resent = resendInvitation(actor, idOf(params.id));
    if (isRefusal(resent)) return refusal(resent);
    return HttpResponse.json<PendingInvitation>(toPendingInvitation(resent));
  }),

  http.delete('*/api/company/invitations/:id/', ({ request, params }) => {
    const actor = requireVerified(request, 'manageTeam');
    const refused = revokeInvitation(actor, idOf(params.id));
    return refused ? refusal(refused) : message(TEAM_MESSAGES.revoked);
  }),

  // The body is read before the id, as the server validates it before the route runs.
  http.patch('*/api/company/members/:id/', async ({ request, params }) => {
    const actor = requireVerified(request, 'manageTeam');
    const { role } = await validateBody(request, roleChangeSchema);
    const changed = changeRole(actor, idOf(params.id), role);
    if (isRefusal(changed)) return refusal(changed);
    return HttpResponse.json<Member>(toMember(changed));
  }),

  http.delete('*/api/company/members/:id/', ({ request, params }) => {
    const actor = requireVerified(request, 'manageTeam');
    const refused = removeMember(actor, idOf(params.id));
    return refused ? refusal(refused) : message(TEAM_MESSAGES.removed);
  }),

  // No session: the link is opened by someone who has no account yet.
  http.get('*/api/auth/invitations/:token/', ({ params }) => {
    const preview = previewInvitation(String(params.token));
    if (isRefusal(preview)) return refusal(preview);
    return HttpResponse.json<InvitationPreview>(preview);
  }),

  http.post('*/api/auth/invitations/:token/accept/', async ({ request, params }) => {
    const body = await validateBody(request, acceptInvitationSchema);
    const member = acceptInvitation(String(params.token), body);
    if (isRefusal(member)) return refusal(member);
    return HttpResponse.json<SessionResponse>({
      token: createSession(member.id),
      user: toUser(member),
      message: TEAM_MESSAGES.joined,
    });
  }),
];
