import { users } from '../db/schema';
import { isUniqueViolation, uniqueViolationAs } from '../services/accounts/isUniqueViolation';
import { signUp } from './signUp';
import { testServerFixture } from './testServerFixture';

const server = testServerFixture();

/** What PostgreSQL answers a second account with a taken address, as drizzle throws it. */
const takenAddressError = async (): Promise<Error> => {
  const { user } = await signUp(server);
  const outcome: unknown = await server.db
    .insert(users)
    .values({
      companyId: user.company.id,
      email: user.email.toUpperCase(),
      passwordHash: 'unusable',
      firstName: 'Dana',
      lastName: 'Reyes',
      phoneNumber: '+15125550123',
      role: 'admin',
    })
    .then(
      () => null,
      (error: unknown) => error,
    );
  if (!(outcome instanceof Error)) throw new Error('The second account was stored.');
  return outcome;
};

/*
 * Run from its sources, the server may load a package twice (its ESM and CommonJS builds), each
 * with its own error classes: an error is then of the same shape as drizzle's but of another
 * class, which instanceof does not recognise.
 */
class CopiedError extends Error {}
const asAnotherCopy = (error: Error): Error => {
  const copy = Object.create(CopiedError.prototype) as Error;
  for (const key of Reflect.ownKeys(error))
    Object.defineProperty(copy, key, Reflect.getOwnPropertyDescriptor(error, key) ?? {});
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) Object.defineProperty(copy, 'cause', { value: asAnotherCopy(cause) });
  return copy;
};

describe('a unique violation', () => {
  it('is recognised by its code, whichever copy of the classes threw it', async () => {
    const error = await takenAddressError();
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(asAnotherCopy(error))).toBe(true);
  });

  it('is recognised on the index named, and only there', async () => {
    const error = asAnotherCopy(await takenAddressError());
    expect(isUniqueViolation(error, 'users_email_idx')).toBe(true);
    expect(isUniqueViolation(error, 'carriers_usdot_idx')).toBe(false);
  });

  it("becomes the rule's refusal, and lets any other failure through as it is", async () => {
    const error = asAnotherCopy(await takenAddressError());
    const refusal = new Error('That address has an account.');
    expect(() => uniqueViolationAs(() => refusal, 'users_email_idx')(error)).toThrow(refusal);
    expect(() => uniqueViolationAs(() => refusal, 'carriers_usdot_idx')(error)).toThrow(error);
    const other = Object.assign(new CopiedError('deadlock detected'), { code: '40P01' });
    expect(() => uniqueViolationAs(() => refusal)(other)).toThrow(other);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
