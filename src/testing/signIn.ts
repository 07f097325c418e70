import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Fills in a sign-in form, the shipper's or the operations desk's, and sends it. */
export const signIn = async (user: UserEvent, email: string, password: string) => {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};
