// The field's own files: antd's Input index also brings Search, TextArea, OTP and Group.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import type { InputProps } from 'antd';
import { Field } from 'react-final-form';
import { FieldFrame, fieldHintId } from './FieldFrame';
import { FIELD_SUBSCRIPTION, controlStatus, fieldError } from './fieldStatus';

type Props = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  required?: boolean;
  /** How to fill it in, said beneath it. */
  hint?: string;
  /** What the form keeps of the text typed: the text written as the field shows it, say. */
  parse?: (typed: string) => string;
} & Pick<
  InputProps,
  'autoComplete' | 'placeholder' | 'autoFocus' | 'prefix' | 'disabled' | 'maxLength' | 'inputMode'
>;

/** A final-form text field drawn as an antd input with its label and error. */
export const TextField = ({
  name,
  label,
  type = 'text',
  required,
  hint,
  parse,
  ...inputProps
}: Props) => (
  <Field<string> name={name} subscription={FIELD_SUBSCRIPTION} {...(parse ? { parse } : {})}>
    {({ input, meta }) => {
      const error = fieldError(meta);
      const Control = type === 'password' ? Password : Input;
      const status = controlStatus(name, error);
      const describedBy = [hint && fieldHintId(name), status['aria-describedby']].filter(Boolean);
      return (
        <FieldFrame label={label} htmlFor={name} error={error} hint={hint}>
          <Control
            {...input}
            {...inputProps}
            {...status}
            aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
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
