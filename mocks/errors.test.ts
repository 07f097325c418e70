import { MESSAGES } from '@domain/messages';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { FieldErrorsBody } from '@domain/types';
import { DEMO_ACCOUNT, seedShipment, seedUser } from './db';
import { call } from './testing/callApi';

describe("the mocked API's errors", () => {
  it('answers 401 without a valid token, 403 before onboarding, 404 for another shipper', async () => {
    expect(await call('/auth/user/')).toEqual({
      status: 401,
      body: { message: MESSAGES.notAuthenticated },
    });
    expect(await call('/auth/user/', { token: 'nope' })).toEqual({
      status: 401,
      body: { message: MESSAGES.invalidToken },
    });
    const { token: newcomer } = seedUser({ verified: false });
    expect(await call('/invoices/', { token: newcomer })).toEqual({
      status: 403,
      body: { message: SERVER_MESSAGES.emailNotVerified },
    });
    const owner = seedUser();
    const { token: stranger } = seedUser();
    const shipment = seedShipment(owner.user.id);
    expect(await call(`/shipper/shipments/${shipment.id}`, { token: stranger })).toEqual({
      status: 404,
      body: { message: MESSAGES.notFound },
    });
    expect((await call(`/shipper/shipments/${shipment.id}`, { token: owner.token })).status).toBe(
      200,
    );
  });

  it('ends the session at logout', async () => {
    const { token } = seedUser();
    expect((await call('/auth/logout/', { method: 'POST', token })).status).toBe(200);
    expect((await call('/auth/user/', { token })).body).toEqual({ message: MESSAGES.invalidToken });
  });

  it('refuses a second account with the same e-mail, in any case', async () => {
    const { body } = await call('/auth/register/', {
      method: 'POST',
      body: {
        email: DEMO_ACCOUNT.email.toUpperCase(),
        first_name: 'Dana',
        last_name: 'Again',
        phone_number: '+13125550100',
        password: 'Another123',
        company_name: 'Northwind Foods',
        primary_ships_country: 'US',
      },
    });
    expect(body).toEqual({ errors: { email: [SERVER_MESSAGES.emailTaken] } });
  });

  it('reports every invalid field, keyed by field name', async () => {
    const { status, body } = await call<FieldErrorsBody>('/auth/register/', {
      method: 'POST',
      body: { email: 'x' },
    });
    expect(status).toBe(400);
    expect(body.errors.email).toEqual([MESSAGES.emailInvalid]);
    expect(body.errors.first_name).toEqual([MESSAGES.firstNameRequired]);
    // The JSON types are checked before the rules, and worded as the server words them.
    const notAnObject = await call('/auth/login/', { method: 'POST', body: [1] });
    expect(notAnObject.body).toEqual({ errors: { non_field_errors: ['Must be an object.'] } });
    const mistyped = await call('/auth/login/', { method: 'POST', body: { email: 5 } });
    expect(mistyped.body).toEqual({ errors: { email: ['Must be a string.'] } });
  });
});
