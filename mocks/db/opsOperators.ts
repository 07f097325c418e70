import { DEMO_DISPATCHER } from '@domain/demo/demoMovement';
import type { Operator } from '@domain/operatorRoles';
import { randomToken } from './random';

/*
 * Loadline's own staff in the mocks: the demo dispatcher and any a test adds, their sessions and
 * their one-time password links. Apart from the shippers' users and sessions, as on the server.
 */

/** Kept in clear: this is a test double, never a real account. */
type OperatorRecord = Operator & { password: string | null };

type OpsStore = {
  operators: OperatorRecord[];
  /** Session token to operator id. */
  sessions: Map<string, number>;
  /** One-time password link token to operator id. */
  passwordLinks: Map<string, number>;
};

const seeded = (): OpsStore => ({
  operators: [
    {
      id: 1,
      email: DEMO_DISPATCHER.email,
      first_name: DEMO_DISPATCHER.first_name,
      role: 'dispatcher',
      password: DEMO_DISPATCHER.password,
    },
  ],
  sessions: new Map(),
  passwordLinks: new Map(),
});

const ops: OpsStore = seeded();

/** Back to the demo dispatcher alone, signed in nowhere; resetDb calls it. */
export const resetOpsOperators = (): void => {
  Object.assign(ops, seeded());
};

export const toOperator = ({ id, email, first_name, role }: OperatorRecord): Operator => ({
  id,
  email,
  first_name,
  role,
});

const findOperator = (id: number | undefined): OperatorRecord | undefined =>
  ops.operators.find((operator) => operator.id === id);

/** A new dispatcher without a password, and the one-time link's token to set it. */
export const addMockOperator = (email: string, firstName: string): string => {
  const id = Math.max(0, ...ops.operators.map((operator) => operator.id)) + 1;
  ops.operators.push({ id, email, first_name: firstName, role: 'dispatcher', password: null });
  const token = randomToken();
  ops.passwordLinks.set(token, id);
  return token;
};

/** The operator of this e-mail and password; none for a wrong one or a password never set. */
export const findOperatorByLogin = (email: string, password: string): Operator | undefined => {
  const found = ops.operators.find(
    (operator) => operator.email.toLowerCase() === email.trim().toLowerCase(),
  );
  return found?.password !== null && found?.password === password ? toOperator(found) : undefined;
};

export const startOpsSession = (operatorId: number): string => {
  const token = randomToken();
  ops.sessions.set(token, operatorId);
  return token;
};

export const opsSessionOperator = (token: string): Operator | undefined => {
  const found = findOperator(ops.sessions.get(token));
  return found && toOperator(found);
};

export const endOpsSession = (token: string): void => {
  ops.sessions.delete(token);
};

/**
 * Sets the password through a one-time link: the link is used up, and so are the operator's other
 * links and sessions. The operator, or none for a dead link.
 */
export const setMockOperatorPassword = (token: string, password: string): Operator | undefined => {
  const found = findOperator(ops.passwordLinks.get(token));
  if (!found) return undefined;
  found.password = password;
  for (const [link, owner] of ops.passwordLinks)
    if (owner === found.id) ops.passwordLinks.delete(link);
  for (const [session, owner] of ops.sessions) if (owner === found.id) ops.sessions.delete(session);
  return toOperator(found);
};

/** The demo dispatcher, signed in: a test's ops session without going through the sign-in page. */
export const seedOpsSession = (): { token: string; operator: Operator } => {
  const [demo] = ops.operators;
  if (!demo) throw new Error('The mocks have no demo dispatcher.');
  return { token: startOpsSession(demo.id), operator: toOperator(demo) };
};
