import { useState } from 'react';
import { Modal } from 'antd';
import { facilityDetails } from '@domain/facilityBook';
import type { FacilityFields, Shipment } from '@domain/types';
import { FacilityBookPicker } from './FacilityBookPicker';
import { FacilityForm } from './FacilityForm';
import type { StopName } from './facilityValues';
import { FACILITY_TITLES, facilityValues } from './facilityValues';
import { useSaveAppointment } from './useSaveAppointment';

type Props = {
  shipment: Shipment;
  stop: StopName;
  /** The facility a shipment booked again carried over to this end, until one is saved. */
  carried: FacilityFields | null;
  open: boolean;
  onClose: () => void;
};

/**
 * The facility form of one end in a dialog, which a facility of the company's book fills: one
 * picked, or the one a shipment booked again carried over. It closes once saved; when saving fails
 * it stays open with everything typed, so the shipper can try again.
 */
export const FacilityDialog = ({ shipment, stop, carried, open, onClose }: Props) => {
  const save = useSaveAppointment(shipment.id);
  const [picked, setPicked] = useState<{ details: FacilityFields; times: number } | null>(null);
  const close = () => {
    setPicked(null);
    onClose();
  };
  const onSubmit = async (facility: FacilityFields) => {
    const body = stop === 'pickup' ? { pickup: facility } : { dropoff: facility };
    if ((await save(body)).saved) close();
  };
  return (
    <Modal open={open} title={FACILITY_TITLES[stop]} onCancel={close} footer={null} destroyOnHidden>
      <FacilityBookPicker
        onPick={(entry) =>
          setPicked((before) => ({
            details: facilityDetails(entry),
            times: (before?.times ?? 0) + 1,
          }))
        }
      />
      <FacilityForm
        // A facility picked fills the form afresh.
        key={picked?.times ?? 0}
        label={FACILITY_TITLES[stop]}
        pickupDate={shipment.pickup.date}
        initialValues={picked?.details ?? facilityValues(shipment[stop], carried)}
        onSubmit={onSubmit}
        onCancel={close}
      />
    </Modal>
  );
};
