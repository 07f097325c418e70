import type { Company, InvitationPreview, Member, PendingInvitation } from '@domain/companySchemas';
import type { Role } from '@domain/roles';
import type { MessageResponse } from '@domain/types';
import { api } from './api';

/** The team calls, part of the one api slice, loaded with the team and join pages. */
export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompany: build.query<Company, void>({
      query: () => '/company/',
      providesTags: ['Company'],
    }),
    inviteMember: build.mutation<PendingInvitation, { email: string; role: Role }>({
      query: (body) => ({ url: '/company/invitations/', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Company']),
    }),
    resendInvitation: build.mutation<PendingInvitation, number>({
      query: (id) => ({ url: `/company/invitations/${id}/resend/`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Company']),
    }),
    revokeInvitation: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/company/invitations/${id}/`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Company']),
    }),
    // An admin may change their own role too: the signed-in user is read again with the team.
    changeMemberRole: build.mutation<Member, { id: number; role: Role }>({
      query: ({ id, role }) => ({
        url: `/company/members/${id}/`,
        method: 'PATCH',
        body: { role },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Company', 'User']),
    }),
    removeMember: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/company/members/${id}/`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Company', 'User']),
    }),
    // Read without a session; a link that is dead now may be sent again, so it is asked anew.
    getInvitation: build.query<InvitationPreview, string>({
      query: (token) => `/auth/invitations/${encodeURIComponent(token)}/`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetCompanyQuery,
  useInviteMemberMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useGetInvitationQuery,
} = teamApi;
