import { Modal } from 'antd';
import type { FacilityFields, Shipment } from '@domain/types';
import { FacilityForm } from './FacilityForm';
import type { StopName } from './facilityValues';
import { FACILITY_TITLES, facilityValues } from './facilityValues';
import { useSaveAppointment } from './useSaveAppointment';

type Props = { shipment: Shipment; stop: StopName; open: boolean; onClose: () => void };

/**
 * The facility form of one end in a dialog. It closes once saved; when saving fails it stays
 * open with everything typed, so the shipper can try again.
 */
export const FacilityDialog = ({ shipment, stop, open, onClose }: Props) => {
  const save = useSaveAppointment(shipment.id);
  const onSubmit = async (facility: FacilityFields) => {
    const body = stop === 'pickup' ? { pickup: facility } : { dropoff: facility };
    if ((await save(body)).saved) onClose();
  };
  return (
    <Modal
      open={open}
      title={FACILITY_TITLES[stop]}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <FacilityForm
        label={FACILITY_TITLES[stop]}
        initialValues={facilityValues(shipment[stop])}
        onSubmit={onSubmit}
        onCancel={onClose}
      />
    </Modal>
  );
};
