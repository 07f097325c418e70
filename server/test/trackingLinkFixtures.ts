import type { PublicTracking, TrackingLink } from '@domain/publicTrackingTypes';
import { callApi, type Caller } from './shipmentFixtures';
import { randomIp } from './signUp';
import type { TestServer } from './testServer';

/*
 * The calls around a shared tracking page: the shipper's link (make, read, revoke) and the
 * customer's page, which has no account.
 */

type Who = Pick<Caller, 'headers'> | null;

const linkPath = (id: number | string) => `/shipper/shipments/${id}/tracking-link/`;

export const shareLink = (server: TestServer, who: Who, id: number | string) =>
  callApi(server, who, 'POST', linkPath(id));

export const linkStatus = (server: TestServer, who: Who, id: number | string) =>
  callApi(server, who, 'GET', linkPath(id));

export const revokeLink = (server: TestServer, who: Who, id: number | string) =>
  callApi(server, who, 'DELETE', linkPath(id));

/** A new link of the shipment; fails the test on any other answer. */
export const shared = async (server: TestServer, who: Who, id: number) => {
  const response = await shareLink(server, who, id);
  if (response.statusCode !== 201)
    throw new Error(`Sharing failed: ${response.statusCode} ${response.body}`);
  return response.json<TrackingLink>();
};

/** The token at the end of a link's address, /t/{token}. */
export const tokenOf = ({ url }: Pick<TrackingLink, 'url'>): string => {
  const token = /\/t\/([^/]+)$/.exec(url)?.[1];
  if (!token) throw new Error(`No token in ${url}.`);
  return token;
};

/** The customer's page's call, from an address of its own unless one is given. */
export const publicCall = (server: TestServer, token: string, ip = randomIp()) =>
  server.app.inject({ method: 'GET', url: `/api/public/tracking/${token}/`, remoteAddress: ip });

export const publicPage = async (server: TestServer, token: string) => {
  const response = await publicCall(server, token);
  if (response.statusCode !== 200)
    throw new Error(`The page failed: ${response.statusCode} ${response.body}`);
  return response.json<PublicTracking>();
};
