import { Flex, Typography } from 'antd';
import type { Carrier, CarrierCheckOutcome } from '@domain/dispatchTypes';
import { StatusTag } from '../../components/StatusTag';
import type { StatusColor } from '../../components/StatusTag';

const OUTCOMES: Record<CarrierCheckOutcome, { label: string; color: StatusColor }> = {
  verified: { label: 'Verified', color: 'green' },
  refused: { label: 'Refused', color: 'red' },
  unknown: { label: 'Unknown', color: 'gold' },
  unreachable: { label: 'Registry unreachable', color: 'gold' },
};

/** What the registry said at the last check, and why when it was not a pass. */
export const CarrierCheck = ({ carrier }: { carrier: Carrier }) => {
  const outcome = carrier.check_outcome && OUTCOMES[carrier.check_outcome];
  return (
    <Flex vertical gap={4} align="start">
      {outcome ? (
        <StatusTag color={outcome.color}>{outcome.label}</StatusTag>
      ) : (
        <StatusTag>Not checked</StatusTag>
      )}
      {carrier.check_reasons.map((reason) => (
        <Typography.Text key={reason} type="secondary">
          {reason}
        </Typography.Text>
      ))}
    </Flex>
  );
};

/** The outcome's name, for what a check said: "Verified". */
export const outcomeLabel = (carrier: Carrier): string =>
  carrier.check_outcome ? OUTCOMES[carrier.check_outcome].label : 'Not checked';
