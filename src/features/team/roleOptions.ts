import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from '@domain/roles';
import type { Role } from '@domain/roles';

export type RoleOption = { value: Role; label: string; description: string };

/** Every role, by its name, with what it may do: where an admin chooses one. */
export const ROLE_OPTIONS: readonly RoleOption[] = ROLES.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
  description: ROLE_DESCRIPTIONS[role],
}));
