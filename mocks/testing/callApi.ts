import type { City, FacilityFields, FinalizingRequest, ListResponse } from '@domain/types';

/* Calls to the mocked API through fetch, as the app makes them, for the mocks' own tests. */

type Call = { method?: string; token?: string; body?: unknown };

/** The status and JSON body of a call; T is the shape the test expects to read. */
export const call = async <T = unknown>(
  path: string,
  { method = 'GET', token, body }: Call = {},
): Promise<{ status: number; body: T }> => {
  const response = await fetch(`http://localhost/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
};

export const cityId = async (name: string): Promise<number> => {
  const { body } = await call<ListResponse<City>>(
    `/shipper/cities?name_prefix=${encodeURIComponent(name)}`,
  );
  const city = body.results.find((found) => found.name === name);
  if (!city) throw new Error(`No city ${name}`);
  return city.id;
};

export const FACILITY: FacilityFields = {
  facility_name: 'Harbor Cold Storage',
  facility_address: '2100 Harbor Way',
  zip_code: '90021',
  scheduling_preference: 'first_come',
  contact_name: 'Ana Ruiz',
  phone_number: '+13105550101',
  email: 'dock@harbor.test',
};

export const FINAL_DETAILS: FinalizingRequest = {
  pickup_number: 'PU-1',
  pickup_notes: 'Gate 2',
  dropoff_number: 'DL-1',
  dropoff_notes: 'Dock 7',
};
