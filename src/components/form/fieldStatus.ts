import type { FieldMetaState } from 'react-final-form';
import { fieldErrorId } from './FieldFrame';

/**
 * The one rule for when a field shows its error: once the user has typed in the field and left
 * it, or tried to submit; a server's error stays until the field is edited again. Tabbing through
 * a field without typing is not a mistake yet.
 */
export const fieldError = (meta: FieldMetaState<unknown>): string | undefined => {
  if (!(meta.touched && meta.modified) && !meta.submitFailed) return undefined;
  if (meta.error) return String(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
};

/**
 * What a field draws of its state: its value and what fieldError reads. A field subscribed to
 * nothing else is not drawn again when it gains or loses focus.
 */
export const FIELD_SUBSCRIPTION = {
  value: true,
  touched: true,
  modified: true,
  submitFailed: true,
  error: true,
  submitError: true,
  dirtySinceLastSubmit: true,
} as const;

/** What a control says about its field's error: red, invalid, and described by the error text. */
export const controlStatus = (name: string, error: string | undefined) =>
  error
    ? {
        status: 'error' as const,
        'aria-invalid': true,
        'aria-describedby': fieldErrorId(name),
      }
    : { status: undefined, 'aria-invalid': false, 'aria-describedby': undefined };
