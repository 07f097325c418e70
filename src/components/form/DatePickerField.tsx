import dayjs from 'dayjs';
import { DatePicker } from 'antd';
import { Field } from 'react-final-form';
import type { IsoDate } from '@domain/types';
import { FieldFrame } from './FieldFrame';
import { FIELD_SUBSCRIPTION, controlStatus, fieldError } from './fieldStatus';

const VALUE_FORMAT = 'YYYY-MM-DD';
// The first format is the one shown; typing a date the ISO way is understood too.
const INPUT_FORMATS = ['MMM D, YYYY', VALUE_FORMAT];

type Props = {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** The first and last day that may be picked. */
  min?: IsoDate;
  max?: IsoDate;
};

/** A calendar date picked in antd's DatePicker; the form holds it as YYYY-MM-DD. */
export const DatePickerField = ({ name, label, required, min, max, ...pickerProps }: Props) => (
  <Field<IsoDate> name={name} subscription={FIELD_SUBSCRIPTION}>
    {({ input, meta }) => {
      const error = fieldError(meta);
      return (
        <FieldFrame label={label} htmlFor={name} error={error}>
          <DatePicker
            {...pickerProps}
            {...controlStatus(name, error)}
            id={name}
            value={input.value ? dayjs(input.value) : null}
            onChange={(date) => input.onChange(date ? date.format(VALUE_FORMAT) : '')}
            onFocus={() => input.onFocus()}
            onBlur={() => input.onBlur()}
            // Enter confirms a typed date; it must not submit the whole form as well.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            format={INPUT_FORMATS}
            minDate={min ? dayjs(min) : undefined}
            maxDate={max ? dayjs(max) : undefined}
            aria-required={required}
            style={{ width: '100%' }}
          />
        </FieldFrame>
      );
    }}
  </Field>
);
