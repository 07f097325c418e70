import dayjs from 'dayjs';
import { Select, Typography } from 'antd';
import { Field } from 'react-final-form';
import { assignmentRefusal } from '@domain/carrierEligibility';
import type { Carrier } from '@domain/dispatchTypes';
import type { Equipment } from '@domain/types';
import { useGetCarriersQuery } from '../../api/opsEndpoints';
import { FieldFrame } from '../../components/form/FieldFrame';
import { FIELD_SUBSCRIPTION, controlStatus, fieldError } from '../../components/form/fieldStatus';
import { RetryAlert } from '../../components/RetryAlert';

type Props = { name: string; label: string; equipment: Equipment };

type CarrierOption = {
  value: number;
  label: string;
  title: string;
  usdot: string;
  refusal: string | null;
  disabled: boolean;
};

/**
 * Every carrier, those that may haul this load first; the others are listed too, greyed out with
 * the reason, so that a dispatcher looking for one sees why it is not offered. The server checks
 * again on assignment: a carrier refused since this list loaded is its 409.
 */
const optionsOf = (carriers: Carrier[], equipment: Equipment): CarrierOption[] => {
  const today = dayjs().format('YYYY-MM-DD');
  return carriers
    .map((carrier) => {
      const refusal = assignmentRefusal(carrier, equipment, today);
      return {
        value: carrier.id,
        label: carrier.legal_name,
        title: carrier.legal_name,
        usdot: carrier.usdot_number,
        refusal,
        disabled: refusal !== null,
      };
    })
    .sort((a, b) => Number(a.disabled) - Number(b.disabled) || a.label.localeCompare(b.label));
};

/** The carrier of an assignment, picked from the carriers on file; the form holds its id. */
export const CarrierField = ({ name, label, equipment }: Props) => {
  const carriers = useGetCarriersQuery();
  if (carriers.error && !carriers.data)
    return (
      <RetryAlert
        title="We could not load the carriers"
        error={carriers.error}
        retrying={carriers.isFetching}
        onRetry={carriers.refetch}
      />
    );
  const options = optionsOf(carriers.data ?? [], equipment);
  return (
    <Field<number | null> name={name} subscription={FIELD_SUBSCRIPTION}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <FieldFrame label={label} htmlFor={name} error={error}>
            <Select<number, CarrierOption>
              {...controlStatus(name, error)}
              id={name}
              value={input.value || undefined}
              onChange={(value) => input.onChange(value)}
              onBlur={() => input.onBlur()}
              onFocus={() => input.onFocus()}
              options={options}
              loading={carriers.isLoading}
              placeholder="Pick a verified carrier"
              notFoundContent="No carriers yet: add them on the Carriers page."
              showSearch={{ optionFilterProp: 'label' }}
              optionRender={({ data }) => (
                <>
                  <div>{`${data.label} · USDOT ${data.usdot}`}</div>
                  {data.refusal && (
                    <Typography.Text type="secondary" style={{ whiteSpace: 'normal' }}>
                      {data.refusal}
                    </Typography.Text>
                  )}
                </>
              )}
              aria-required
              style={{ width: '100%' }}
            />
          </FieldFrame>
        );
      }}
    </Field>
  );
};
