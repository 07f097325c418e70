import { ETA_STATE_LABELS } from '@domain/etaTexts';
import type { EtaState } from '@domain/types';
import { StatusTag } from './StatusTag';
import type { StatusColor } from './StatusTag';

/** An estimate in the colour of how it stands: late in red, at risk in amber. */
const COLORS: Record<EtaState, StatusColor> = {
  on_time: 'green',
  at_risk: 'gold',
  late: 'red',
};

/** How a load's arrival estimate stands, in its colour. */
export const EtaStateTag = ({ state }: { state: EtaState }) => (
  <StatusTag color={COLORS[state]}>{ETA_STATE_LABELS[state]}</StatusTag>
);
