import type { Equipment } from './types';

/**
 * What a shipment booked again starts with: its lane, equipment and load, and its facilities as
 * entries of the company's book (null when the stop had none, or the book no longer has it).
 * Dates, appointment and location numbers, the reference and the notes start empty, and the price
 * is quoted afresh.
 */
export type BookAgain = {
  equipment: Equipment;
  pickup_location: number;
  dropoff_location: number;
  pickup_facility_id: number | null;
  dropoff_facility_id: number | null;
  driver_assist: boolean;
  commodity: string | null;
  packaging: number | null;
  packaging_type: string | null;
  weight: number | null;
};
