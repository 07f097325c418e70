import { Form } from 'antd';
import { Field } from 'react-final-form';
import { fieldStatus } from '../../components/form/fieldStatus';
import { RegionPicker } from '../../components/RegionPicker';

/** The company-location field: holds the picked region's id. */
export const RegionField = ({ name, label }: { name: string; label: string }) => (
  <Field<number | null> name={name}>
    {({ input, meta }) => {
      const status = fieldStatus(meta);
      return (
        <Form.Item label={label} htmlFor={name} required {...status}>
          <RegionPicker
            id={name}
            value={input.value || null}
            onChange={(region) => input.onChange(region ? region.id : null)}
            onBlur={() => input.onBlur()}
            invalid={Boolean(status.help)}
          />
        </Form.Item>
      );
    }}
  </Field>
);
