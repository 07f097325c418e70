import { eq } from 'drizzle-orm';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { TrackingLink, TrackingLinkStatus } from '@domain/publicTrackingTypes';
import { refusalMessage, ROLES } from '@domain/roles';
import { TRACKING_LINK_AFTER_DELIVERY_MS, TRACKING_LINK_MESSAGES } from '@domain/trackingLinks';
import { trackingLinks } from '../db/schema';
import { newDispatcher } from './dispatchFixtures';
import { assignedLoad, POD, sendPod } from './driverFixtures';
import { bookShipment, call, shipper } from './paymentFixtures';
import { newMember, newShipper } from './shipmentFixtures';
import {
  linkStatus,
  publicCall,
  publicPage,
  revokeLink,
  shared,
  shareLink,
  tokenOf,
} from './trackingLinkFixtures';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;

const server = testServerFixture({ now: NOW });

const NOT_SHARED: TrackingLinkStatus = { live: false, created_at: null, expires_at: null };
const linkDead = { message: TRACKING_LINK_MESSAGES.linkDead };

const statusOf = async (who: Parameters<typeof linkStatus>[1], id: number) => {
  const response = await linkStatus(server, who, id);
  expect(response.statusCode).toBe(200);
  return response.json<TrackingLinkStatus>();
};

/** The page's answer to the customer: its status and body. */
const pageOf = async (token: string) => {
  const response = await publicCall(server, token);
  return [response.statusCode, response.json<unknown>()];
};

describe('POST /api/shipper/shipments/{id}/tracking-link/', () => {
  it('makes a link to a page without sign-in, its address shown once and its token kept hashed', async () => {
    const load = await assignedLoad(server);
    expect(await statusOf(load.who, load.shipment.id)).toEqual(NOT_SHARED);

    const link = await shared(server, load.who, load.shipment.id);
    expect(link).toEqual({
      url: expect.stringMatching(new RegExp(`^${server.config.appUrl}/t/[\\w-]{43}$`)),
      created_at: NOW.toISOString(),
      expires_at: null,
    });
    expect(await statusOf(load.who, load.shipment.id)).toEqual({
      live: true,
      created_at: NOW.toISOString(),
      expires_at: null,
    });
    expect((await publicPage(server, tokenOf(link))).status).toBe('upcoming');
    const stored = await server.db
      .select()
      .from(trackingLinks)
      .where(eq(trackingLinks.shipmentId, load.shipment.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link));
  });

  it('revokes the link made before, whose address cannot be shown again', async () => {
    const load = await assignedLoad(server);
    const first = await shared(server, load.who, load.shipment.id);
    server.clock.advance(HOUR_MS);
    const second = await shared(server, load.who, load.shipment.id);

    expect(tokenOf(second)).not.toBe(tokenOf(first));
    expect(await pageOf(tokenOf(first))).toEqual([404, linkDead]);
    expect((await pageOf(tokenOf(second)))[0]).toBe(200);
    expect(await statusOf(load.who, load.shipment.id)).toEqual({
      live: true,
      created_at: server.clock.now().toISOString(),
      expires_at: null,
    });
  });

  it('leaves one live link when two are made at once', async () => {
    const load = await assignedLoad(server);
    const made = await Promise.all([0, 1].map(() => shareLink(server, load.who, load.shipment.id)));
    expect(made.map((response) => response.statusCode)).toEqual([201, 201]);
    const pages = await Promise.all(
      made.map((response) => pageOf(tokenOf(response.json<TrackingLink>()))),
    );
    expect(pages.map(([status]) => status).sort()).toEqual([200, 404]);
  });

  it('is refused before payment, and for a cancelled shipment, whose live link dies with it', async () => {
    const who = await shipper(server);
    const unpaid = await bookShipment(server, who);
    const refused = await shareLink(server, who, unpaid.id);
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { message: TRACKING_LINK_MESSAGES.notPaid },
    ]);
    expect(await statusOf(who, unpaid.id)).toEqual(NOT_SHARED);

    const load = await assignedLoad(server);
    const link = await shared(server, load.who, load.shipment.id);
    const cancelled = await call(
      server,
      load.who,
      'POST',
      `/shipper/shipments/${load.shipment.id}/cancel/`,
      { reason: 'plans_changed' },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await pageOf(tokenOf(link))).toEqual([404, linkDead]);
    expect(await statusOf(load.who, load.shipment.id)).toEqual(NOT_SHARED);
    const again = await shareLink(server, load.who, load.shipment.id);
    expect([again.statusCode, again.json()]).toEqual([
      400,
      { message: TRACKING_LINK_MESSAGES.cancelled },
    ]);
  });
});

describe('a delivered load’s link', () => {
  it('works until 30 days after the delivery, then is dead and no new one is made', async () => {
    const load = await assignedLoad(server);
    const link = await shared(server, load.who, load.shipment.id);
    const deliveredAt = server.clock.now();
    expect((await sendPod(server, load.token, POD)).statusCode).toBe(200);
    const expiresAt = new Date(deliveredAt.getTime() + TRACKING_LINK_AFTER_DELIVERY_MS);
    expect(await statusOf(load.who, load.shipment.id)).toEqual({
      live: true,
      created_at: NOW.toISOString(),
      expires_at: expiresAt.toISOString(),
    });

    server.clock.advance(TRACKING_LINK_AFTER_DELIVERY_MS - HOUR_MS);
    const page = await publicPage(server, tokenOf(link));
    expect(page).toMatchObject({ status: 'past', expires_at: expiresAt.toISOString() });
    // A month on, the shipper's session has ended: a member signed in since shares again, and a
    // link made this late dies with the delivery's 30 days all the same.
    const booker = await newMember(server, load.who, 'booker');
    const late = await shared(server, booker, load.shipment.id);
    expect(late).toMatchObject({
      created_at: server.clock.now().toISOString(),
      expires_at: expiresAt.toISOString(),
    });

    server.clock.advance(2 * HOUR_MS);
    expect(await pageOf(tokenOf(late))).toEqual([404, linkDead]);
    expect(await statusOf(booker, load.shipment.id)).toEqual(NOT_SHARED);
    const refused = await shareLink(server, booker, load.shipment.id);
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { message: TRACKING_LINK_MESSAGES.expired },
    ]);
  });
});

describe('DELETE /api/shipper/shipments/{id}/tracking-link/', () => {
  it('kills the page at once, and answers the same when nothing is shared', async () => {
    const load = await assignedLoad(server);
    const link = await shared(server, load.who, load.shipment.id);
    for (let n = 0; n < 2; n += 1) {
      const revoked = await revokeLink(server, load.who, load.shipment.id);
      expect([revoked.statusCode, revoked.json()]).toEqual([200, NOT_SHARED]);
    }
    expect(await pageOf(tokenOf(link))).toEqual([404, linkDead]);
    expect(await statusOf(load.who, load.shipment.id)).toEqual(NOT_SHARED);
  });
});

describe('who may share', () => {
  it('every member sees whether it is shared; admins and bookers make and revoke links', async () => {
    const load = await assignedLoad(server);
    for (const role of ROLES) {
      const member = await newMember(server, load.who, role);
      const allowed = role === 'admin' || role === 'booker';
      const refusal = { message: refusalMessage(role, 'changeShipments') };

      const made = await shareLink(server, member, load.shipment.id);
      expect([role, made.statusCode]).toEqual([role, allowed ? 201 : 403]);
      if (!allowed) expect(made.json()).toEqual(refusal);
      expect([role, (await statusOf(member, load.shipment.id)).live]).toEqual([role, allowed]);

      const revoked = await revokeLink(server, member, load.shipment.id);
      expect([role, revoked.statusCode, revoked.json()]).toEqual([
        role,
        allowed ? 200 : 403,
        allowed ? NOT_SHARED : refusal,
      ]);
    }
  });

  it("is nobody outside the company: another company's shipment and ids that name none are a 404", async () => {
    const load = await assignedLoad(server);
    const link = await shared(server, load.who, load.shipment.id);
    const stranger = await newShipper(server);
    for (const id of [String(load.shipment.id), 'abc', '0', '-1', '99999999', '2147483648'])
      for (const request of [linkStatus, shareLink, revokeLink]) {
        const response = await request(server, stranger, id);
        expect([request.name, id, response.statusCode, response.json()]).toEqual([
          request.name,
          id,
          404,
          { message: 'Not found.' },
        ]);
      }
    expect((await pageOf(tokenOf(link)))[0]).toBe(200);
  });

  it('asks for a session, and sends a dispatcher to the operations desk', async () => {
    const load = await assignedLoad(server);
    const dispatcher = await newDispatcher(server);
    for (const request of [linkStatus, shareLink, revokeLink]) {
      expect([request.name, (await request(server, null, load.shipment.id)).statusCode]).toEqual([
        request.name,
        401,
      ]);
      const refused = await request(server, dispatcher, load.shipment.id);
      expect([request.name, refused.statusCode, refused.json()]).toEqual([
        request.name,
        403,
        { message: DISPATCH_MESSAGES.shippersOnly },
      ]);
    }
    expect(await statusOf(load.who, load.shipment.id)).toEqual(NOT_SHARED);
  });
});
