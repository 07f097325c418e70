import { DEMO_ACCOUNT } from '../../../mocks/db';
import { call } from '../../../mocks/testing/callApi';
import type { ListResponse, SessionResponse, Shipment } from '../../contract/types';

/** The seeded demo shipper's session, as a sign-in gives it, and their shipments. */
export const demoShipper = async () => {
  const { body: session } = await call<SessionResponse>('/auth/login/', {
    method: 'POST',
    body: DEMO_ACCOUNT,
  });
  const { body } = await call<ListResponse<Shipment>>('/shipper/shipments/', {
    token: session.token,
  });
  return { session, shipments: body.results };
};
