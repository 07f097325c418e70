/**
 * Loadline's own staff, outside any shipper company: the platform roles. A dispatcher covers
 * loads with verified carriers and records what the trucks do.
 */
export const OPERATOR_ROLES = ['dispatcher'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** An operator as the operations desk shows the signed-in one. */
export type Operator = { id: number; email: string; first_name: string; role: OperatorRole };
