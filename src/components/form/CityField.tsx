import { Field } from 'react-final-form';
import type { City } from '@domain/types';
import { CityPicker } from '../CityPicker';
import { FieldFrame, fieldErrorId } from './FieldFrame';
import { FIELD_SUBSCRIPTION, fieldError } from './fieldStatus';

type Props = {
  name: string;
  label: string;
  placeholder?: string;
  /** The city of the value when the page knows it, so that a city filled in shows its name. */
  city?: City;
};

/** A city picked by search; the form holds the city's id. */
export const CityField = ({ name, label, placeholder, city }: Props) => (
  <Field<number | null> name={name} subscription={FIELD_SUBSCRIPTION}>
    {({ input, meta }) => {
      const error = fieldError(meta);
      return (
        <FieldFrame label={label} htmlFor={name} error={error}>
          <CityPicker
            id={name}
            value={input.value || null}
            onChange={(city) => input.onChange(city ? city.id : null)}
            onBlur={() => input.onBlur()}
            errorId={error ? fieldErrorId(name) : undefined}
            placeholder={placeholder}
            city={city}
          />
        </FieldFrame>
      );
    }}
  </Field>
);
