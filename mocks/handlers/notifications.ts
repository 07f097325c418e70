import { http, HttpResponse } from 'msw';
import type { NotificationChoices } from '@domain/notifications';
import { notificationChoicesSchema } from '@domain/notificationSchemas';
import { chooseNotifications, notificationChoicesOf } from '../db/notifications';
import { requireOnboarded } from '../http/session';
import { validateBody } from '../http/validation';

/** Each member's choice of e-mails, whatever their role, as the server answers it. */
export const notificationHandlers = [
  http.get('*/api/auth/notifications/', ({ request }) =>
    HttpResponse.json<NotificationChoices>(notificationChoicesOf(requireOnboarded(request))),
  ),

  // The body is read after the session, as the server checks the session first.
  http.put('*/api/auth/notifications/', async ({ request }) => {
    const member = requireOnboarded(request);
    const choices = await validateBody(request, notificationChoicesSchema);
    return HttpResponse.json<NotificationChoices>(chooseNotifications(member, choices));
  }),
];
