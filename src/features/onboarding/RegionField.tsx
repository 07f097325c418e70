import { Field } from 'react-final-form';
import { FieldFrame, fieldErrorId } from '../../components/form/FieldFrame';
import { FIELD_SUBSCRIPTION, fieldError } from '../../components/form/fieldStatus';
import { RegionPicker } from '../../components/RegionPicker';

/** The company-location field: holds the picked region's id. */
export const RegionField = ({ name, label }: { name: string; label: string }) => (
  <Field<number | null> name={name} subscription={FIELD_SUBSCRIPTION}>
    {({ input, meta }) => {
      const error = fieldError(meta);
      return (
        <FieldFrame label={label} htmlFor={name} error={error}>
          <RegionPicker
            id={name}
            value={input.value || null}
            onChange={(region) => input.onChange(region ? region.id : null)}
            onBlur={() => input.onBlur()}
            errorId={error ? fieldErrorId(name) : undefined}
          />
        </FieldFrame>
      );
    }}
  </Field>
);
