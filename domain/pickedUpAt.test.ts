import { pickedUpAt } from './milestones';

describe('pickedUpAt', () => {
  it('is null until the truck is reported at the pickup', () => {
    expect(pickedUpAt([])).toBeNull();
    expect(
      pickedUpAt([{ code: 'dispatched', at: '2026-11-19T14:00:00Z', withdrawn: false }]),
    ).toBeNull();
  });

  it('takes the first departure that stands over any arrival', () => {
    expect(
      pickedUpAt([
        { code: 'dispatched', at: '2026-11-19T14:00:00Z', withdrawn: false },
        { code: 'arrived_pickup', at: '2026-11-20T04:00:00Z', withdrawn: false },
        { code: 'departed_pickup', at: '2026-11-20T06:00:00Z', withdrawn: true },
        { code: 'departed_pickup', at: '2026-11-20T07:00:00Z', withdrawn: false },
        { code: 'departed_pickup', at: '2026-11-20T09:00:00Z', withdrawn: false },
      ]),
    ).toBe('2026-11-20T07:00:00Z');
  });

  it('falls back on the first arrival that stands while no departure does', () => {
    expect(
      pickedUpAt([
        { code: 'arrived_pickup', at: '2026-11-20T03:00:00Z', withdrawn: true },
        { code: 'arrived_pickup', at: '2026-11-20T04:00:00Z', withdrawn: false },
        { code: 'departed_pickup', at: '2026-11-20T06:00:00Z', withdrawn: true },
      ]),
    ).toBe('2026-11-20T04:00:00Z');
  });
});
