import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Every way a phone field's hint invites a number to be typed. */
export const TYPED_PHONES = [
  '(312) 555-0142',
  '312.555.0142',
  '312-555-0142',
  '1 312 555 0142',
  '+1 (312) 555-0142',
  '+44 20 7946 0958',
] as const;

const INVALID = 'Please enter a valid phone number';
const HINT = 'US or Canada: (312) 555-0142; elsewhere start with +';

/**
 * Types each format into the phone field, leaving it each time: none is refused, and the field
 * says how to type a number. Then a number too short is refused, and the field is left empty.
 */
export const expectEveryPhoneFormatTaken = async (
  user: UserEvent,
  field: HTMLElement,
  container: HTMLElement = document.body,
) => {
  const scope = within(container);
  expect(field).toHaveAccessibleDescription(expect.stringContaining(HINT));
  for (const typed of TYPED_PHONES) {
    await user.clear(field);
    await user.type(field, typed);
    await user.tab();
    expect([typed, scope.queryByText(INVALID)]).toEqual([typed, null]);
  }
  await user.clear(field);
  await user.type(field, '555-0142');
  await user.tab();
  expect(await scope.findByText(INVALID)).toBeInTheDocument();
  await user.clear(field);
};
