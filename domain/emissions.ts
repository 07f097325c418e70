import type { Equipment } from './types';

/*
 * The greenhouse gas a load puts out on its lane, by the GLEC Framework's method (the one ISO
 * 14083 sets): the cargo's tonnes, times the lane's kilometres, times the default intensity of
 * its kind of transport, well to wheel (the fuel's making and its burning). The intensities are
 * the GLEC Framework v3.1's defaults for North American road freight, which rest on the EPA
 * SmartWay carriers' data and so already count average loads and empty running. Until the
 * shipment's weight is known, the cargo is taken to be a typical truckload.
 */

/** Grams of CO2e for each tonne carried a kilometre, well to wheel. */
export const CO2E_GRAMS_PER_TONNE_KM: Record<Equipment, number> = { dryVan: 95, reefer: 96 };

/** The kind of transport each intensity is GLEC's default for. */
const GLEC_CATEGORY: Record<Equipment, string> = {
  dryVan: 'truckload dry van',
  reefer: 'refrigerated truckload',
};

/** The cargo of a quote, before the shipment's weight is known. */
export const ASSUMED_PAYLOAD_LB = 35_000;

const KG_PER_LB = 0.45359237;
const KM_PER_MILE = 1.609344;

/** Whole kilograms of CO2e of a load of `payloadLb` over the lane's road miles. */
export const co2eKg = (
  miles: number,
  equipment: Equipment,
  payloadLb: number = ASSUMED_PAYLOAD_LB,
): number => {
  const tonnes = (payloadLb * KG_PER_LB) / 1000;
  return Math.round((tonnes * miles * KM_PER_MILE * CO2E_GRAMS_PER_TONNE_KM[equipment]) / 1000);
};

const pounds = new Intl.NumberFormat('en-US');

/** The method for a typical load, the same on every quote: worked out once for each equipment. */
const typicalLoadMethods = new Map<Equipment, string>();

/** How the figure was reached, in one line. */
export const co2eMethod = (equipment: Equipment, payloadLb: number | null = null): string => {
  const typical = payloadLb === null ? typicalLoadMethods.get(equipment) : undefined;
  if (typical) return typical;
  const method =
    `GLEC Framework v3.1 (ISO 14083), well to wheel: the North American ${GLEC_CATEGORY[equipment]} ` +
    `default of ${CO2E_GRAMS_PER_TONNE_KM[equipment]} g CO2e per tonne-km, for ` +
    (payloadLb === null
      ? `a typical load of ${pounds.format(ASSUMED_PAYLOAD_LB)} lb.`
      : `the shipment's ${pounds.format(payloadLb)} lb.`);
  if (payloadLb === null) typicalLoadMethods.set(equipment, method);
  return method;
};

/** The method in a few words, for a document that has room for no more. */
export const CO2E_SHORT_NOTE = 'well to wheel, by the GLEC Framework v3.1 (ISO 14083)';

export type Emissions = { co2e_kg: number; co2e_method: string };

/**
 * A load's emissions on its lane: of its own weight once it is known (kept in thousands of
 * pounds, as the finalizing form asks for it), else of a typical load.
 */
export const loadEmissions = ({
  miles,
  equipment,
  weight,
}: {
  miles: number;
  equipment: Equipment;
  weight: number | null;
}): Emissions => {
  const payloadLb = weight === null ? null : weight * 1000;
  return {
    co2e_kg: co2eKg(miles, equipment, payloadLb ?? ASSUMED_PAYLOAD_LB),
    co2e_method: co2eMethod(equipment, payloadLb),
  };
};
