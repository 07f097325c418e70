import type { FieldMetaState } from 'react-final-form';

/**
 * The one rule for when a field shows its error: once the user has left the field or tried to
 * submit; a server's error stays until the field is edited again.
 */
export const fieldError = (meta: FieldMetaState<unknown>): string | undefined => {
  if (!meta.touched && !meta.submitFailed) return undefined;
  if (meta.error) return String(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
};

export const fieldStatus = (meta: FieldMetaState<unknown>) => {
  const error = fieldError(meta);
  return { validateStatus: error ? ('error' as const) : undefined, help: error };
};
