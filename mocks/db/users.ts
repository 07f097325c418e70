import type { RegisterRequest, ShippingNeedsRequest, User } from '@domain/types';
import { findRegion } from './places';
import type { UserRecord } from './records';
import { db, nextId } from './store';

type NewUser = RegisterRequest & {
  is_email_verified: boolean;
  shipping_needs: ShippingNeedsRequest | null;
};

export const createUser = ({ company_name, ...fields }: NewUser): UserRecord => {
  const user: UserRecord = { id: nextId('user'), ...fields, company_name };
  db.users.push(user);
  return user;
};

/** E-mail addresses are unique and matched without regard to case, as the server does. */
export const findUserByEmail = (email: string): UserRecord | undefined => {
  const wanted = email.trim().toLowerCase();
  return db.users.find((user) => user.email.toLowerCase() === wanted);
};

export const findUser = (id: number): UserRecord | undefined =>
  db.users.find((user) => user.id === id);

const toShippingNeeds = (needs: ShippingNeedsRequest | null): User['shipping_needs'] => {
  const region = needs && findRegion(needs.company_location);
  if (!needs || !region) return null;
  return {
    company_location: region,
    mode: needs.mode,
    average_ftl: needs.average_ftl,
    trailer_type: needs.trailer_type,
  };
};

export const toUser = (user: UserRecord): User => ({
  id: user.id,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  phone_number: user.phone_number,
  primary_ships_country: user.primary_ships_country,
  company: { name: user.company_name },
  shipping_needs: toShippingNeeds(user.shipping_needs),
  is_email_verified: user.is_email_verified,
});
