import type { NotificationChoices } from '@domain/notifications';
import { api } from './api';

/** The member's choice of e-mails, part of the one api slice, loaded with the notifications page. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationChoices: build.query<NotificationChoices, void>({
      query: () => '/auth/notifications/',
    }),
    // The answer is the choices kept: the page shows them without asking again.
    saveNotificationChoices: build.mutation<NotificationChoices, NotificationChoices>({
      query: (body) => ({ url: '/auth/notifications/', method: 'PUT', body }),
      onQueryStarted: async (_choices, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data)
          dispatch(
            notificationsApi.util.upsertQueryData('getNotificationChoices', undefined, data),
          );
      },
    }),
  }),
});

export const { useGetNotificationChoicesQuery, useSaveNotificationChoicesMutation } =
  notificationsApi;
