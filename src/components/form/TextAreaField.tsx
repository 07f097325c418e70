import TextArea from 'antd/es/input/TextArea';
import { Field } from 'react-final-form';
import { FieldFrame } from './FieldFrame';
import { FIELD_SUBSCRIPTION, controlStatus, fieldError } from './fieldStatus';

type Props = {
  name: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  rows?: number;
  /** The most characters it takes, counted as the shipper types. */
  maxLength?: number;
};

/** A final-form text field of several lines (notes, instructions). */
export const TextAreaField = ({
  name,
  label,
  required,
  placeholder,
  rows = 3,
  maxLength,
}: Props) => (
  <Field<string> name={name} subscription={FIELD_SUBSCRIPTION}>
    {({ input, meta }) => {
      const error = fieldError(meta);
      return (
        <FieldFrame label={label} htmlFor={name} error={error}>
          <TextArea
            {...input}
            {...controlStatus(name, error)}
            id={name}
            rows={rows}
            placeholder={placeholder}
            value={input.value ?? ''}
            aria-required={required}
            maxLength={maxLength}
            showCount={maxLength !== undefined}
          />
        </FieldFrame>
      );
    }}
  </Field>
);
