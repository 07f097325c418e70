import Input from 'antd/es/input/Input';
import { Field } from 'react-final-form';
import { FieldFrame } from '../../components/form/FieldFrame';
import { FIELD_SUBSCRIPTION, controlStatus, fieldError } from '../../components/form/fieldStatus';
import type { IsoDate } from '@domain/types';
import { formatDate } from '../../lib/format';

/** The drop-off date follows from the pickup date and the transit time: shown, never typed. */
export const DropoffDateField = () => (
  <Field<IsoDate> name="dropoff_date" subscription={FIELD_SUBSCRIPTION}>
    {({ input, meta }) => {
      const error = fieldError(meta);
      return (
        <FieldFrame label="Dropoff date" htmlFor="dropoff_date" error={error}>
          <Input
            {...controlStatus('dropoff_date', error)}
            id="dropoff_date"
            readOnly
            value={input.value ? formatDate(input.value) : ''}
            placeholder="Follows the pickup date"
            aria-required
          />
        </FieldFrame>
      );
    }}
  </Field>
);
