import Type from 'typebox';
import {
  CompanySchema,
  InvitationPreviewSchema,
  MemberSchema,
  PendingInvitationSchema,
} from '@domain/companySchemas';
import { MessageSchema, SessionSchema } from '@domain/responseSchemas';
import { parseStoredId } from '@domain/storedId';
import {
  acceptInvitationSchema,
  invitationRequestSchema,
  roleChangeSchema,
  TEAM_MESSAGES,
} from '@domain/team';
import { notFound } from '../http/httpError';
import { answers, BODY_FAILURES, PUBLIC, SIGNED_IN, VERIFIED_FAILURES } from '../openapi/answers';
import { acceptInvitation, previewInvitation } from '../services/company/acceptInvitation';
import { inviteMember, resendInvitation, revokeInvitation } from '../services/company/invitations';
import { changeRole, removeMember } from '../services/company/members';
import { readCompany } from '../services/company/readCompany';
import type { TeamDeps } from '../services/company/teamDeps';
import { createRateLimiter } from '../services/rateLimiter';
import type { Api, RouteDeps } from './routeTypes';
import { sessionAccount } from './sessionAccount';

const tags = ['team'];
const LIMITED = [429] as const;

const idParams = (what: string) =>
  Type.Object({
    id: Type.String({ description: `The ${what}'s id; one of another company is a 404.` }),
  });
const tokenParams = Type.Object({
  token: Type.String({ description: "The token of the invitation e-mail's link." }),
});

/** The record an :id names, or 404: a malformed id tells no more than an unknown one. */
const idOf = (params: { id: string }): number => {
  const id = parseStoredId(params.id);
  if (id === null) throw notFound();
  return id;
};

export const registerCompanyRoutes = (api: Api, deps: RouteDeps) => {
  const { db, clock, auth } = deps;
  const team: TeamDeps = { ...deps, limits: createRateLimiter(db, clock) };
  const security = SIGNED_IN;
  const manage = { onRequest: auth.allow('manageTeam') };

  api.get(
    '/company/',
    {
      onRequest: auth.requireVerified,
      schema: {
        summary: 'The company and its team',
        description:
          'Its members with their roles, status and last activity; for admins, the invitations ' +
          'neither accepted nor revoked.',
        tags,
        security,
        response: answers({ 200: CompanySchema }, VERIFIED_FAILURES),
      },
    },
    (request) => readCompany(db, sessionAccount(request)),
  );

  api.post(
    '/company/invitations/',
    {
      ...manage,
      schema: {
        summary: 'Invite a member',
        description:
          'E-mails a link to join the company with the role given, valid for 7 days. An address ' +
          'with an account already, or invited already, is refused. Limited per company.',
        tags,
        security,
        body: invitationRequestSchema,
        response: answers(
          { 201: PendingInvitationSchema },
          VERIFIED_FAILURES,
          BODY_FAILURES,
          LIMITED,
        ),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inviteMember(team, sessionAccount(request), request.body)),
  );

  api.post(
    '/company/invitations/:id/resend/',
    {
      ...manage,
      schema: {
        summary: 'Send an invitation again',
        description: 'With a new link, valid for 7 days from now; the link before stops working.',
        tags,
        security,
        params: idParams('invitation'),
        response: answers({ 200: PendingInvitationSchema }, VERIFIED_FAILURES, [404], LIMITED),
      },
    },
    (request) => resendInvitation(team, sessionAccount(request), idOf(request.params)),
  );

  api.delete(
    '/company/invitations/:id/',
    {
      ...manage,
      schema: {
        summary: 'Revoke an invitation',
        description: 'Its link stops working at once.',
        tags,
        security,
        params: idParams('invitation'),
        response: answers({ 200: MessageSchema }, VERIFIED_FAILURES, [404]),
      },
    },
    async (request) => {
      await revokeInvitation(team, sessionAccount(request), idOf(request.params));
      return { message: TEAM_MESSAGES.revoked };
    },
  );

  api.patch(
    '/company/members/:id/',
    {
      ...manage,
      schema: {
        summary: "Change a member's role",
        description: 'The last admin of the company keeps the role (409).',
        tags,
        security,
        params: idParams('member'),
        body: roleChangeSchema,
        response: answers({ 200: MemberSchema }, VERIFIED_FAILURES, BODY_FAILURES, [404, 409]),
      },
    },
    (request) =>
      changeRole(db, sessionAccount(request), idOf(request.params), request.body.role, clock.now()),
  );

  api.delete(
    '/company/members/:id/',
    {
      ...manage,
      schema: {
        summary: 'Remove a member',
        description:
          'Their sessions end at once; their work stays the company’s, still named as theirs. ' +
          'The last admin cannot be removed (409).',
        tags,
        security,
        params: idParams('member'),
        response: answers({ 200: MessageSchema }, VERIFIED_FAILURES, [404, 409]),
      },
    },
    async (request) => {
      await removeMember(db, sessionAccount(request), idOf(request.params), clock.now());
      return { message: TEAM_MESSAGES.removed };
    },
  );

  // No session: the link is opened by someone who has no account yet.
  api.get(
    '/auth/invitations/:token/',
    {
      schema: {
        summary: 'Read an invitation',
        security: PUBLIC,
        description:
          'Who invites which address to which company, with what role, while the link works; ' +
          'a used, revoked or expired link is a 404.',
        tags,
        params: tokenParams,
        response: answers({ 200: InvitationPreviewSchema }, [404]),
      },
    },
    (request) => previewInvitation(db, request.params.token, clock.now()),
  );

  api.post(
    '/auth/invitations/:token/accept/',
    {
      schema: {
        summary: 'Join a company',
        security: PUBLIC,
        description:
          "Creates the member's account with the invitation's address (verified) and role, and " +
          'signs in, as login answers. The link works once.',
        tags,
        params: tokenParams,
        body: acceptInvitationSchema,
        response: answers({ 200: SessionSchema }, BODY_FAILURES, [404]),
      },
    },
    (request) => acceptInvitation(team, request.params.token, request.body),
  );
};
