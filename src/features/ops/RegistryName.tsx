import { useEffect, useRef } from 'react';
import { Typography } from 'antd';
import { useField, useForm } from 'react-final-form';
import { REGISTRY_NUMBER_MAX_DIGITS } from '@domain/constants';
import { useLazyLookUpRegistryQuery } from '../../api/opsEndpoints';

/** How long typing pauses before the registry is asked about the number. */
const LOOKUP_PAUSE_MS = 400;
const USDOT = new RegExp(`^\\d{1,${REGISTRY_NUMBER_MAX_DIGITS}}$`);

/**
 * Asks the registry about the USDOT number as it is typed and fills the legal name it has on
 * file, unless the dispatcher typed a name of their own; says what the registry knows beneath.
 */
export const RegistryName = () => {
  const form = useForm();
  const usdot = useField<string>('usdot_number', { subscription: { value: true } }).input.value;
  const [lookUp, { data, isFetching, isError }] = useLazyLookUpRegistryQuery();
  // The name last filled from the registry: a name the dispatcher typed is never replaced.
  const filled = useRef<string | null>(null);
  const number = (usdot ?? '').trim();

  useEffect(() => {
    if (!USDOT.test(number)) return undefined;
    const timer = setTimeout(() => {
      void lookUp(number, true).then(({ data: found }) => {
        if (!found?.legal_name) return;
        const current = (form.getFieldState('legal_name')?.value as string | undefined) ?? '';
        if (current.trim() && current !== filled.current) return;
        filled.current = found.legal_name;
        form.change('legal_name', found.legal_name);
      });
    }, LOOKUP_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [number, lookUp, form]);

  if (!USDOT.test(number)) return null;
  let said: string | null = null;
  if (isFetching) said = 'Looking the number up in the carrier registry…';
  else if (isError) said = 'The carrier registry could not be reached: type the legal name.';
  else if (data?.usdot_number === number)
    said = data.legal_name
      ? `On file with the registry as ${data.legal_name}.`
      : (data.reasons[0] ?? null);
  return said ? (
    <Typography.Paragraph type="secondary" role="status" style={{ marginTop: -8 }}>
      {said}
    </Typography.Paragraph>
  ) : null;
};
