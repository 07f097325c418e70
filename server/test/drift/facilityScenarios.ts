import type { BookFacility } from '@domain/facilityBook';
import type { ListResponse } from '@domain/types';
import { FACILITY } from '../../../mocks/testing/callApi';
import type { Scenario } from './scenarioApi';
import { appointment, book, cityId, join, onboard } from './scenarioSteps';

const DOCK = {
  ...FACILITY,
  facility_name: 'North Dock',
  facility_address: '1 Elm St',
  zip_code: '75201',
};

/** The company's facility book: kept from the appointment step, searched, changed, deleted. */
export const FACILITY_SCENARIOS: Scenario[] = [
  {
    name: 'a shipper finds the facilities saved on shipments in the book, and keeps the book',
    run: async (api) => {
      const { token } = await onboard(api, 'facilities');
      const shipment = await book(api, token, { from: 'Chicago', to: 'Dallas' });
      await appointment(api, token, shipment.id, { pickup: FACILITY });
      await appointment(api, token, shipment.id, { dropoff: DOCK });
      await appointment(api, token, shipment.id, {
        dropoff: { ...DOCK, facility_name: 'NORTH  dock', contact_name: 'Robin Hale' },
      });
      const { body } = await api.get<ListResponse<BookFacility>>('/shipper/facilities/', { token });
      for (const search of ['dallas', '6060', 'nórth', 'x'.repeat(101)])
        await api.get(`/shipper/facilities/?search=${encodeURIComponent(search)}`, { token });
      const dallas = await cityId(api, 'Dallas');
      await api.post('/shipper/facilities/', { token, body: { ...DOCK, city: dallas } });
      await api.post('/shipper/facilities/', {
        token,
        body: { ...DOCK, facility_name: 'South Dock', city: dallas },
      });
      await api.post('/shipper/facilities/', { token, body: { city: dallas } });
      await api.post('/shipper/facilities/', { token, body: { ...DOCK, city: 999999999 } });
      const [first] = body.results;
      const path = `/shipper/facilities/${first?.id ?? 0}/`;
      await api.get(path, { token });
      await api.patch(path, {
        token,
        body: { ...FACILITY, contact_name: 'Sam Ortiz', city: dallas },
      });
      await api.patch(path, { token, body: { ...DOCK, city: dallas } });
      await api.patch(path, { token, body: { city: 'Dallas' } });
      await api.delete(path, { token });
      await api.get(path, { token });
      await api.delete(path, { token });
      await api.get('/shipper/facilities/', { token });
      await api.get(`/shipper/shipments/${shipment.id}`, { token });
      await api.post(`/shipper/shipments/${shipment.id}/book-again/`, { token });
      await api.post('/shipper/shipments/999999999/book-again/', { token });
    },
  },
  {
    name: "a viewer reads the book but keeps none of it, and another company's entries are missing",
    run: async (api) => {
      const { token } = await onboard(api, 'facility-owner');
      const dallas = await cityId(api, 'Dallas');
      const { body: entry } = await api.post<BookFacility>('/shipper/facilities/', {
        token,
        body: { ...DOCK, city: dallas },
      });
      const path = `/shipper/facilities/${entry.id}/`;
      const { token: viewer } = await join(api, token, 'facility-viewer', 'viewer');
      await api.get('/shipper/facilities/', { token: viewer });
      await api.post('/shipper/facilities/', { token: viewer, body: { ...DOCK, city: dallas } });
      await api.delete(path, { token: viewer });
      const shipment = await book(api, token, { from: 'Chicago', to: 'Dallas' });
      await api.post(`/shipper/shipments/${shipment.id}/book-again/`, { token: viewer });
      const { token: stranger } = await onboard(api, 'facility-stranger');
      await api.get('/shipper/facilities/', { token: stranger });
      await api.get(path, { token: stranger });
      await api.patch(path, { token: stranger, body: { ...DOCK, city: dallas } });
      await api.delete(path, { token: stranger });
      await api.post(`/shipper/shipments/${shipment.id}/book-again/`, { token: stranger });
    },
  },
];
