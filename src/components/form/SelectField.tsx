import { Select } from 'antd';
import type { SelectProps } from 'antd';
import { Field } from 'react-final-form';
import { FieldFrame } from './FieldFrame';
import { FIELD_SUBSCRIPTION, controlStatus, fieldError } from './fieldStatus';

type Option = { value: string; label: string };

type Props = {
  name: string;
  label: string;
  options: readonly Option[];
  required?: boolean;
  /** Lets the user type to find an option by its label. */
  searchable?: boolean;
} & Pick<SelectProps, 'placeholder' | 'disabled'>;

export const SelectField = ({
  name,
  label,
  options,
  required,
  searchable,
  ...selectProps
}: Props) => (
  <Field<string> name={name} subscription={FIELD_SUBSCRIPTION}>
    {({ input, meta }) => {
      const error = fieldError(meta);
      return (
        <FieldFrame label={label} htmlFor={name} error={error}>
          <Select
            {...selectProps}
            {...controlStatus(name, error)}
            id={name}
            value={input.value || undefined}
            onChange={(value: string) => input.onChange(value)}
            onBlur={() => input.onBlur()}
            onFocus={() => input.onFocus()}
            options={options.map((option) => ({ ...option }))}
            showSearch={searchable ? { optionFilterProp: 'label' } : false}
            aria-required={required}
            style={{ width: '100%' }}
          />
        </FieldFrame>
      );
    }}
  </Field>
);
