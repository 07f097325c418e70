import type { PendingInvitation } from '@domain/companySchemas';
import type { Role } from '@domain/roles';
import type {
  City,
  FinalizingRequest,
  ListResponse,
  PaymentResult,
  Region,
  RegisterRequest,
  SessionResponse,
  Shipment,
  User,
} from '@domain/types';
import { FACILITY } from '../../../mocks/testing/callApi';
import type { ScenarioApi } from './scenarioApi';

/* Steps that scenarios share, each a few requests a shipper's app would make. */

export const PASSWORD = 'Secret123';

export const registration = (email: string): RegisterRequest => ({
  email,
  first_name: 'Riley',
  last_name: 'Shaw',
  phone_number: '+14155550123',
  password: PASSWORD,
  company_name: 'Coastal Produce',
  primary_ships_country: 'US',
});

export const FINAL_DETAILS: FinalizingRequest = {
  reference_number: 'PO-77120',
  weight: 40,
  commodity: 'Canned goods',
  packaging: 24,
  packaging_type: 'Pallets',
  pickup_number: 'PU-1',
  pickup_notes: 'Gate 2',
  dropoff_number: 'DL-1',
  dropoff_notes: 'Dock 7',
};

export const cityId = async (api: ScenarioApi, name: string): Promise<number> => {
  const { body } = await api.get<ListResponse<City>>(
    `/shipper/cities?name_prefix=${encodeURIComponent(name)}`,
  );
  const city = body.results.find((found) => found.name === name);
  if (!city) throw new Error(`No city named ${name}.`);
  return city.id;
};

export const regionId = async (api: ScenarioApi, name: string): Promise<number> => {
  const { body } = await api.get<ListResponse<Region>>(
    `/shipper/country-regions?search_term=${encodeURIComponent(name)}`,
  );
  const region = body.results.find((found) => found.name === name);
  if (!region) throw new Error(`No region named ${name}.`);
  return region.id;
};

/** A new account, signed in: its token and address. */
export const signUp = async (api: ScenarioApi, name: string) => {
  const email = api.email(name);
  const { body } = await api.post<SessionResponse>('/auth/register/', {
    body: registration(email),
  });
  return { email, token: body.token };
};

/** A shipper who may book: signed up, shipping needs stated, e-mail verified through its link. */
export const onboard = async (api: ScenarioApi, name: string) => {
  const shipper = await signUp(api, name);
  await api.post('/shipper/shipping-needs/', {
    token: shipper.token,
    body: {
      company_location: await regionId(api, 'Texas'),
      mode: ['FTL'],
      average_ftl: '5-10',
      trailer_type: ['dryVan', 'reefer'],
    },
  });
  const token = await api.mailToken(shipper.email, 'verification');
  await api.post('/auth/verify-email/', { body: { token } });
  return shipper;
};

export const idOf = async (api: ScenarioApi, token: string) =>
  (await api.get<User>('/auth/user/', { token })).body.id;

/** What the join page sends, with a first name of its own so that the list's order is told. */
export const joining = (first_name: string) => ({
  first_name,
  last_name: 'Hill',
  phone_number: '+13125550190',
  password: PASSWORD,
});

export const invite = (api: ScenarioApi, token: string, email: string, role: Role) =>
  api.post<PendingInvitation>('/company/invitations/', { token, body: { email, role } });

/** Invites the address, opens the link e-mailed to it and joins: the new member's session. */
export const join = async (api: ScenarioApi, admin: string, name: string, role: Role) => {
  const email = api.email(name);
  await invite(api, admin, email, role);
  const link = await api.mailToken(email, 'invitation');
  const { body } = await api.post<SessionResponse>(`/auth/invitations/${link}/accept/`, {
    body: joining(name),
  });
  return { email, token: body.token, id: body.user.id };
};

export type Lane = { from: string; to: string; equipment?: 'dryVan' | 'reefer'; inDays?: number };

export const book = async (
  api: ScenarioApi,
  token: string,
  { from, to, equipment = 'dryVan', inDays = 3 }: Lane,
): Promise<Shipment> => {
  const pickup = { city: await cityId(api, from), date: api.inDays(inDays) };
  const { body } = await api.post<Shipment>('/shipper/shipments/', {
    token,
    body: { equipment, pickup, dropoff: { city: await cityId(api, to) } },
  });
  return body;
};

export const appointment = (api: ScenarioApi, token: string, id: number, body: unknown) =>
  api.patch<Shipment>(`/shipper/shipments/${id}/appointment/`, { token, body });

export const finalize = (
  api: ScenarioApi,
  token: string,
  id: number,
  details: Partial<FinalizingRequest> = FINAL_DETAILS,
) => api.patch<Shipment>(`/shipper/shipments/${id}/finalizing/`, { token, body: details });

/** Booked, both docks given and finalized: ready to pay. */
export const bookFinalized = async (api: ScenarioApi, token: string, lane: Lane) => {
  const shipment = await book(api, token, lane);
  await appointment(api, token, shipment.id, { pickup: FACILITY });
  await appointment(api, token, shipment.id, { dropoff: FACILITY });
  await finalize(api, token, shipment.id);
  return shipment;
};

export const pay = (api: ScenarioApi, token: string, shipmentId: number, card: string) =>
  api.post<PaymentResult>('/payments/create-intent/', {
    token,
    body: { payment_method_id: card, shipment_id: shipmentId },
  });

export const confirm = (api: ScenarioApi, token: string, intent: PaymentResult, failed = false) =>
  api.post<PaymentResult>('/payments/confirm/', {
    token,
    body: {
      payment_intent_id: intent.payment.stripe_payment_intent_id,
      ...(failed ? { authentication: 'failed' } : {}),
    },
  });
