import { Form, Input } from 'antd';
import { Field } from 'react-final-form';
import { fieldStatus } from './fieldStatus';

type Props = {
  name: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  rows?: number;
};

/** A final-form text field of several lines (notes, instructions). */
export const TextAreaField = ({ name, label, required, placeholder, rows = 3 }: Props) => (
  <Field<string> name={name}>
    {({ input, meta }) => {
      const status = fieldStatus(meta);
      return (
        <Form.Item label={label} htmlFor={name} required={required} {...status}>
          <Input.TextArea
            {...input}
            id={name}
            rows={rows}
            placeholder={placeholder}
            value={input.value ?? ''}
            aria-invalid={Boolean(status.help)}
          />
        </Form.Item>
      );
    }}
  </Field>
);
