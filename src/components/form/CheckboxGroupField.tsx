import { Checkbox } from 'antd';
import { Field } from 'react-final-form';
import { FieldFrame } from './FieldFrame';
import { FIELD_SUBSCRIPTION, fieldError } from './fieldStatus';

type Props = {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
};

/** A group of checkboxes whose value is the array of checked values. */
export const CheckboxGroupField = ({ name, label, options }: Props) => (
  <Field<string[]> name={name} subscription={FIELD_SUBSCRIPTION}>
    {({ input, meta }) => (
      <FieldFrame label={label} error={fieldError(meta)}>
        <div role="group" aria-label={label} onBlur={() => input.onBlur()}>
          <Checkbox.Group
            value={input.value || []}
            onChange={(values) => input.onChange(values)}
            options={options.map((option) => ({ ...option }))}
          />
        </div>
      </FieldFrame>
    )}
  </Field>
);
