import { Form, Input } from 'antd';
import { Field } from 'react-final-form';
import { fieldStatus } from '../../components/form/fieldStatus';
import type { IsoDate } from '../../contract/types';
import { formatDate } from '../../lib/format';

/** The drop-off date follows from the pickup date and the transit time: shown, never typed. */
export const DropoffDateField = () => (
  <Field<IsoDate> name="dropoff_date">
    {({ input, meta }) => {
      const status = fieldStatus(meta);
      return (
        <Form.Item label="Dropoff date" htmlFor="dropoff_date" required {...status}>
          <Input
            id="dropoff_date"
            readOnly
            value={input.value ? formatDate(input.value) : ''}
            placeholder="Follows the pickup date"
            aria-invalid={Boolean(status.help)}
          />
        </Form.Item>
      );
    }}
  </Field>
);
