import { Form } from 'antd';
import { Field } from 'react-final-form';
import { CityPicker } from '../CityPicker';
import { fieldStatus } from './fieldStatus';

type Props = { name: string; label: string; placeholder?: string };

/** A city picked by search; the form holds the city's id. */
export const CityField = ({ name, label, placeholder }: Props) => (
  <Field<number | null> name={name}>
    {({ input, meta }) => {
      const status = fieldStatus(meta);
      return (
        <Form.Item label={label} htmlFor={name} required {...status}>
          <CityPicker
            id={name}
            value={input.value || null}
            onChange={(city) => input.onChange(city ? city.id : null)}
            onBlur={() => input.onBlur()}
            invalid={Boolean(status.help)}
            placeholder={placeholder}
          />
        </Form.Item>
      );
    }}
  </Field>
);
