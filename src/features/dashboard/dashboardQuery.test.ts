import { exportParams, filterCount, readDashboardQuery } from './dashboardQuery';

const read = (address: string) => readDashboardQuery(new URLSearchParams(address));

describe("The dashboard's address", () => {
  it('keeps who booked: a member, or "me"; a value the server would refuse is dropped', () => {
    expect(read('booked_by=me').booked_by).toBe('me');
    expect(read('booked_by=42').booked_by).toBe('42');
    for (const bad of ['someone', 'ME', '0', '-1', '1.5', '2147483648', ''])
      expect([bad, read(`booked_by=${bad}`).booked_by]).toEqual([bad, undefined]);
  });

  it('counts it as a filter, and exports by it', () => {
    const query = read('booked_by=me&equipment=reefer&page=3&view=table');
    expect(filterCount(query)).toBe(2);
    expect(exportParams(query)).toEqual({ equipment: 'reefer', booked_by: 'me' });
  });
});
