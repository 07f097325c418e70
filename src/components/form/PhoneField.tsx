import { PHONE_MAX_LENGTH } from '@domain/constants';
import { PHONE_HINT } from '@domain/phoneNumbers';
import { TextField } from './TextField';

type Props = {
  name: string;
  label: string;
  required?: boolean;
  autoComplete?: string;
};

/**
 * A phone number typed as people write one, with a hint of how; the schema's phone rule reads
 * it into the stored form.
 */
export const PhoneField = ({ name, label, required, autoComplete = 'tel' }: Props) => (
  <TextField
    name={name}
    label={label}
    type="tel"
    autoComplete={autoComplete}
    placeholder="(312) 555-0142"
    hint={PHONE_HINT}
    maxLength={PHONE_MAX_LENGTH}
    required={required}
  />
);
