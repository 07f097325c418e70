import { formatUsd } from './formatUsd';

/** '$1.88/mi' from a money amount for each mile. */
export const formatPerMile = (amount: string): string => `${formatUsd(amount)}/mi`;
