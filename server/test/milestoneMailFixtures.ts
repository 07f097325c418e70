import type { Email } from 'postal-mime';
import type { NotificationChoices } from '@domain/notifications';
import { newDispatcher } from './dispatchFixtures';
import { assign } from './driverFixtures';
import { emailOf } from './mailParts';
import { readOutbox } from './outbox';
import { bookShipment, pay } from './paymentFixtures';
import { callApi, newMember, newShipper, type Caller } from './shipmentFixtures';
import type { TestServer } from './testServer';

/*
 * A company whose members chose their e-mails, a load one of them booked, and the e-mails the
 * outbox holds about it.
 */

export const everyKind = (scope: NotificationChoices['picked_up']): NotificationChoices => ({
  carrier_assigned: scope,
  picked_up: scope,
  delivered: scope,
  eta_alert: scope,
});

export const choose = async (server: TestServer, who: Caller, choices: NotificationChoices) => {
  const response = await callApi(server, who, 'PUT', '/auth/notifications/', choices);
  if (response.statusCode !== 200)
    throw new Error(`Choosing failed: ${response.statusCode} ${response.body}`);
};

/** An admin and a member of each other role, each with their address. */
export const newCompany = async (server: TestServer) => {
  const admin = await newShipper(server);
  const [booker, finance, viewer] = await Promise.all(
    (['booker', 'finance', 'viewer'] as const).map((role) => newMember(server, admin, role)),
  );
  const members = { admin, booker, finance, viewer } as Record<
    'admin' | 'booker' | 'finance' | 'viewer',
    Caller
  >;
  const addresses = new Map<string, string>();
  for (const [name, member] of Object.entries(members))
    addresses.set((await emailOf(server, member)).toLowerCase(), name);
  return { ...members, addresses };
};

export type Company = Awaited<ReturnType<typeof newCompany>>;

/** A load the member booked and paid, assigned through the services: its driver link's token. */
export const assignedLoadOf = async (server: TestServer, booker: Caller) => {
  const shipment = await bookShipment(server, booker);
  const paid = await pay(server, booker, shipment.id);
  if (paid.statusCode !== 200) throw new Error(`Paying failed: ${paid.statusCode} ${paid.body}`);
  const { operatorId: dispatcherId } = await newDispatcher(server);
  const { assignmentId, token } = await assign(server, shipment.id, dispatcherId);
  return { shipment, assignmentId, token, dispatcherId };
};

const aboutShipment = (mail: Email, shipmentId: number) =>
  new RegExp(`#${shipmentId}\\b`).test(mail.subject ?? '');

/** The e-mails about the shipment the outbox holds, oldest first. */
export const mailsAbout = async (server: TestServer, shipmentId: number) =>
  (await readOutbox(server.dataDir)).filter((mail) => aboutShipment(mail, shipmentId));

/** Who got what about the shipment: "Picked up to booker", sorted. */
export const sentAbout = async (server: TestServer, company: Company, shipmentId: number) =>
  (await mailsAbout(server, shipmentId))
    .map((mail) => {
      const to = mail.to?.map((address) =>
        'address' in address ? company.addresses.get(address.address?.toLowerCase() ?? '') : null,
      );
      const what = /^[^:]+(?=:)|^Carrier assigned/.exec(mail.subject ?? '')?.[0];
      return `${what} to ${to?.join(', ')}`;
    })
    .sort();
