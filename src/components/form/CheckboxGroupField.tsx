import { Checkbox, Form } from 'antd';
import { Field } from 'react-final-form';
import { fieldStatus } from './fieldStatus';

type Props = {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
};

/** A group of checkboxes whose value is the array of checked values. */
export const CheckboxGroupField = ({ name, label, options, required }: Props) => (
  <Field<string[]> name={name}>
    {({ input, meta }) => (
      <Form.Item label={label} required={required} {...fieldStatus(meta)}>
        <div role="group" aria-label={label} onBlur={() => input.onBlur()}>
          <Checkbox.Group
            value={input.value || []}
            onChange={(values) => input.onChange(values)}
            options={options.map((option) => ({ ...option }))}
          />
        </div>
      </Form.Item>
    )}
  </Field>
);
