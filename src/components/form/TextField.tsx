// The field's own files: antd's Input index also brings Search, TextArea, OTP and Group.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import type { InputProps } from 'antd';
import { Field } from 'react-final-form';
import { FieldFrame } from './FieldFrame';
import { FIELD_SUBSCRIPTION, controlStatus, fieldError } from './fieldStatus';

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
  <Field<string> name={name} subscription={FIELD_SUBSCRIPTION}>
    {({ input, meta }) => {
      const error = fieldError(meta);
      const Control = type === 'password' ? Password : Input;
      return (
        <FieldFrame label={label} htmlFor={name} error={error}>
          <Control
            {...input}
            {...inputProps}
            {...controlStatus(name, error)}
            id={name}
            type={type === 'password' ? undefined : type}
            value={input.value ?? ''}
            aria-required={required}
          />
        </FieldFrame>
      );
    }}
  </Field>
);
