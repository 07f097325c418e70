import { useEffect, useState } from 'react';
import { isHeld } from '@domain/priceHolds';
import type { ShipmentDetail } from '@domain/dispatchTypes';
import { useCheckPriceQuery } from '../../api/paymentsApi';

/**
 * Whether the shipment's booked price still holds, turning false the moment it ends; once it
 * has, the price it would be paid at today (the same, or a new one to accept first).
 */
export const usePriceHold = (shipment: ShipmentDetail | undefined) => {
  const heldUntil = shipment?.price_held_until;
  const [, setLapsedAt] = useState<string | null>(null);
  const held = heldUntil === undefined || isHeld(heldUntil, new Date());

  useEffect(() => {
    if (heldUntil === undefined || !isHeld(heldUntil, new Date())) return;
    const timer = setTimeout(
      () => setLapsedAt(heldUntil),
      new Date(heldUntil).getTime() - Date.now(),
    );
    return () => clearTimeout(timer);
  }, [heldUntil]);

  const check = useCheckPriceQuery(shipment?.id ?? 0, { skip: !shipment || held });
  const data = held ? undefined : check.currentData;
  return {
    held,
    checking: !held && check.isFetching,
    /** The totals then and now, once the hold ended on another price. */
    changed: data && data.new_total !== data.old_total ? data : null,
  };
};
