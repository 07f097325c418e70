import { ValidationError } from 'yup';
import { fieldErrorsOf } from './fieldErrors';
import { temperatureText } from './reeferTemperature';
import { finalizingContext, finalizingSchema } from './schemas';
import type { Equipment } from './types';

const DETAILS = {
  pickup_number: 'PU-1',
  pickup_notes: 'Dock 4',
  dropoff_number: 'DO-1',
  dropoff_notes: 'Call ahead',
};

const errorsOf = (
  equipment: Equipment,
  details: Record<string, unknown>,
  kept: number | null = null,
): Record<string, string[]> => {
  try {
    finalizingSchema.validateSync(
      { ...DETAILS, ...details },
      { abortEarly: false, context: finalizingContext({ equipment }, { temperature: kept }) },
    );
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return fieldErrorsOf(error);
  }
};

describe("a reefer's temperature at finalizing", () => {
  it('takes a temperature from -20 to 70 °F, to a tenth, and its mode', () => {
    for (const temperature_f of [-20, 34, 34.5, 70, '36'])
      expect(errorsOf('reefer', { temperature_f, temperature_mode: 'continuous' })).toEqual({});
    expect(errorsOf('reefer', { temperature_f: 0, temperature_mode: 'cycle' })).toEqual({});
  });

  it('is required on a reefer', () => {
    expect(errorsOf('reefer', {})).toEqual({
      temperature_f: ['Enter the temperature the reefer must hold'],
      temperature_mode: ['Choose continuous or cycle'],
    });
    expect(errorsOf('reefer', { temperature_f: '', temperature_mode: '' })).toEqual({
      temperature_f: ['Enter the temperature the reefer must hold'],
      temperature_mode: ['Choose continuous or cycle'],
    });
  });

  it('may be left out once an earlier save set it, but not cleared', () => {
    expect(errorsOf('reefer', {}, 34)).toEqual({});
    expect(errorsOf('reefer', { temperature_f: null, temperature_mode: null }, 34)).toEqual({
      temperature_f: ['Enter the temperature the reefer must hold'],
      temperature_mode: ['Choose continuous or cycle'],
    });
  });

  it('refuses a temperature out of range, too fine, or not a number, and an unknown mode', () => {
    const range = ['The temperature must be between -20 °F and 70 °F'];
    expect(errorsOf('reefer', { temperature_f: -21, temperature_mode: 'cycle' })).toEqual({
      temperature_f: range,
    });
    expect(errorsOf('reefer', { temperature_f: 70.5, temperature_mode: 'cycle' })).toEqual({
      temperature_f: range,
    });
    expect(errorsOf('reefer', { temperature_f: 'cold', temperature_mode: 'cycle' })).toEqual({
      temperature_f: range,
    });
    expect(errorsOf('reefer', { temperature_f: 34.25, temperature_mode: 'pulse' })).toEqual({
      temperature_f: ['Enter the temperature to a tenth of a degree at most'],
      temperature_mode: ['Choose continuous or cycle'],
    });
  });

  it('is refused on a dry van, which leaves it out', () => {
    expect(errorsOf('dryVan', {})).toEqual({});
    expect(errorsOf('dryVan', { temperature_f: 34, temperature_mode: 'continuous' })).toEqual({
      temperature_f: ['A dry van has no temperature setting'],
      temperature_mode: ['A dry van has no temperature setting'],
    });
  });

  it('reads in words', () => {
    expect(temperatureText({ temperature_f: -10, temperature_mode: 'continuous' })).toBe(
      '-10 °F, continuous',
    );
    expect(temperatureText({ temperature_f: null, temperature_mode: null })).toBeNull();
  });
});
