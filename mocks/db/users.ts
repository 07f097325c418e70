import type { Role } from '@domain/roles';
import type { Person, RegisterRequest, ShippingNeedsRequest, User } from '@domain/types';
import { findRegion } from './places';
import type { UserRecord } from './records';
import { db, nextId } from './store';

type NewUser = RegisterRequest & {
  is_email_verified: boolean;
  shipping_needs: ShippingNeedsRequest | null;
};

/** A sign-up: the first member, and admin, of a company of its own, as the server makes it. */
export const createUser = ({ company_name, ...fields }: NewUser): UserRecord => {
  const user: UserRecord = {
    id: nextId('user'),
    ...fields,
    company_id: nextId('company'),
    company_name,
    role: 'admin',
    removed_at: null,
    last_active_at: null,
  };
  db.users.push(user);
  return user;
};

type NewMember = Omit<NewUser, 'company_name' | 'primary_ships_country' | 'shipping_needs'> & {
  role: Role;
};

/** Another member of a colleague's company: the company's details are the colleague's. */
export const createMember = (colleague: UserRecord, { role, ...fields }: NewMember): UserRecord => {
  const user: UserRecord = {
    id: nextId('user'),
    ...fields,
    primary_ships_country: colleague.primary_ships_country,
    company_id: colleague.company_id,
    company_name: colleague.company_name,
    shipping_needs: colleague.shipping_needs,
    role,
    removed_at: null,
    last_active_at: null,
  };
  db.users.push(user);
  return user;
};

/** E-mail addresses are unique and matched without regard to case, as the server does. */
export const findUserByEmail = (email: string): UserRecord | undefined => {
  const wanted = email.trim().toLowerCase();
  return db.users.find((user) => user.email.toLowerCase() === wanted);
};

/** The account that may sign in with an address: a removed member's may not. */
export const findAccountByEmail = (email: string): UserRecord | undefined => {
  const user = findUserByEmail(email);
  return user && !user.removed_at ? user : undefined;
};

export const findUser = (id: number): UserRecord | undefined =>
  db.users.find((user) => user.id === id);

/**
 * The company of the member who made a record. Records keep who made them; it is their maker's
 * company that owns them, so every member sees them.
 */
export const companyOf = (userId: number): number => {
  const user = findUser(userId);
  if (!user) throw new Error(`No user ${userId}.`);
  return user.company_id;
};

/** Every member of a company. */
export const membersOf = (companyId: number): UserRecord[] =>
  db.users.filter((user) => user.company_id === companyId);

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
  company: { id: user.company_id, name: user.company_name },
  role: user.role,
  shipping_needs: toShippingNeeds(user.shipping_needs),
  is_email_verified: user.is_email_verified,
});

/** A member by name, as a shipment, an event or an invitation names them. */
export const personOf = (id: number): Person => {
  const user = findUser(id);
  if (!user) throw new Error(`No user ${id}.`);
  return { id: user.id, first_name: user.first_name, last_name: user.last_name };
};

/** A member's whole name, as an e-mail, an invitation and an event's details write it. */
export const fullName = (user: UserRecord): string => `${user.first_name} ${user.last_name}`;
