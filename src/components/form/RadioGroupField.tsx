import { Radio } from 'antd';
import { Field } from 'react-final-form';
import { FieldFrame } from './FieldFrame';
import { FIELD_SUBSCRIPTION, fieldError } from './fieldStatus';

type Props = {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Buttons side by side instead of round radios. */
  optionType?: 'default' | 'button';
  required?: boolean;
};

/** One choice out of a few, all visible at once. */
export const RadioGroupField = ({ name, label, options, optionType, required }: Props) => (
  <Field<string> name={name} subscription={FIELD_SUBSCRIPTION}>
    {({ input, meta }) => (
      <FieldFrame label={label} error={fieldError(meta)}>
        <div onBlur={() => input.onBlur()}>
          <Radio.Group
            aria-label={label}
            aria-required={required}
            value={input.value || undefined}
            onChange={(event) => input.onChange(event.target.value)}
            options={options.map((option) => ({ ...option }))}
            optionType={optionType}
            buttonStyle="solid"
          />
        </div>
      </FieldFrame>
    )}
  </Field>
);
