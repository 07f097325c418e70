import { Form, Input } from 'antd';
import type { InputProps } from 'antd';
import { Field } from 'react-final-form';
import { fieldStatus } from './fieldStatus';

type Props = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  required?: boolean;
} & Pick<
  InputProps,
  'autoComplete' | 'placeholder' | 'autoFocus' | 'prefix' | 'disabled' | 'maxLength'
>;

/** A final-form text field drawn as an antd input with its label and error. */
export const TextField = ({ name, label, type = 'text', required, ...inputProps }: Props) => (
  <Field<string> name={name}>
    {({ input, meta }) => {
      const Control = type === 'password' ? Input.Password : Input;
      return (
        <Form.Item label={label} htmlFor={name} required={required} {...fieldStatus(meta)}>
          <Control
            {...input}
            {...inputProps}
            id={name}
            type={type === 'password' ? undefined : type}
            value={input.value ?? ''}
            aria-invalid={Boolean(fieldStatus(meta).help)}
          />
        </Form.Item>
      );
    }}
  </Field>
);
