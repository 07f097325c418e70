import dayjs from 'dayjs';
import { DatePicker } from 'antd';
import { Field } from 'react-final-form';
import type { IsoDateTime } from '@domain/types';
import { FieldFrame } from '../../components/form/FieldFrame';
import { FIELD_SUBSCRIPTION, controlStatus, fieldError } from '../../components/form/fieldStatus';

// The first format is the one shown; typing the ISO way is understood too.
const INPUT_FORMATS = ['MMM D, YYYY h:mm A', 'YYYY-MM-DD HH:mm'];

type Props = { name: string; label: string; required?: boolean };

/**
 * A moment picked on the dispatcher's clock, never in the future; the form holds it as an ISO
 * instant, which says its own zone.
 */
export const DateTimeField = ({ name, label, required }: Props) => (
  <Field<IsoDateTime> name={name} subscription={FIELD_SUBSCRIPTION}>
    {({ input, meta }) => {
      const error = fieldError(meta);
      return (
        <FieldFrame label={label} htmlFor={name} error={error}>
          <DatePicker
            {...controlStatus(name, error)}
            id={name}
            showTime={{ format: 'h:mm A', use12Hours: true }}
            format={INPUT_FORMATS}
            value={input.value ? dayjs(input.value) : null}
            onChange={(moment) => input.onChange(moment ? moment.toISOString() : '')}
            onFocus={() => input.onFocus()}
            onBlur={() => input.onBlur()}
            // Enter confirms a typed moment; it must not submit the whole form as well.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            maxDate={dayjs()}
            aria-required={required}
            style={{ width: '100%' }}
          />
        </FieldFrame>
      );
    }}
  </Field>
);
