import type { Equipment } from './types';

/*
 * What a reefer's refrigeration unit is set to hold: a temperature in degrees Fahrenheit, run
 * continuously or cycling on and off around it. A dry van has no unit, so no setting.
 */

/** The coldest a reefer is asked to hold: frozen goods. */
export const TEMPERATURE_MIN_F = -20;
/** The warmest: chocolate, wine and produce kept from the heat. */
export const TEMPERATURE_MAX_F = 70;

export const TEMPERATURE_MODES = ['continuous', 'cycle'] as const;
export type TemperatureMode = (typeof TEMPERATURE_MODES)[number];

export const TEMPERATURE_MODE_LABELS: Record<TemperatureMode, string> = {
  continuous: 'Continuous',
  cycle: 'Cycle (start/stop)',
};

/** A reefer's setting as the API carries it: both null on a dry van, or before finalizing. */
export type ReeferSetting = {
  temperature_f: number | null;
  temperature_mode: TemperatureMode | null;
};

export const takesTemperature = (equipment: Equipment): boolean => equipment === 'reefer';

/** "34 °F, continuous", or null without a setting. */
export const temperatureText = ({
  temperature_f,
  temperature_mode,
}: ReeferSetting): string | null =>
  temperature_f === null
    ? null
    : `${temperature_f} °F${temperature_mode ? `, ${TEMPERATURE_MODE_LABELS[temperature_mode].toLowerCase()}` : ''}`;
