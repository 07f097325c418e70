import { useState } from 'react';
import { Flex, Modal, Typography } from 'antd';
import { DEFAULT_SCHEDULING_PREFERENCE } from '@domain/constants';
import type { FacilityFields } from '@domain/types';
import { useAddFacilityMutation } from '../../api/facilityBookApi';
import { normalizeError } from '../../api/errors';
import { CityPicker } from '../../components/CityPicker';
import { useAppDispatch } from '../../state/hooks';
import { showError, showSuccess } from '../../state/toastSlice';
import { FacilityForm } from '../shipments/FacilityForm';

const EMPTY: FacilityFields = {
  facility_name: '',
  facility_address: '',
  zip_code: '',
  scheduling_preference: DEFAULT_SCHEDULING_PREFERENCE,
  contact_name: '',
  phone_number: '',
  email: '',
};

type Props = { open: boolean; onClose: () => void };

/** A facility put in the book before any shipment goes there: its city, then its details. */
export const AddFacilityDialog = ({ open, onClose }: Props) => {
  const [city, setCity] = useState<number | null>(null);
  const [cityMissing, setCityMissing] = useState(false);
  const [add] = useAddFacilityMutation();
  const dispatch = useAppDispatch();
  const close = () => {
    setCity(null);
    setCityMissing(false);
    onClose();
  };
  const save = async (facility: FacilityFields) => {
    if (city === null) {
      setCityMissing(true);
      return;
    }
    const result = await add({ ...facility, city });
    if (result.error) {
      dispatch(showError(normalizeError(result.error).message));
      return;
    }
    dispatch(showSuccess(`${result.data.facility_name} was added to the book.`));
    close();
  };
  return (
    <Modal open={open} title="Add facility" onCancel={close} footer={null} destroyOnHidden>
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <label htmlFor="add-facility-city">City</label>
        <CityPicker
          id="add-facility-city"
          value={city}
          onChange={(picked) => {
            setCity(picked?.id ?? null);
            setCityMissing(false);
          }}
          errorId={cityMissing ? 'add-facility-city-error' : undefined}
        />
        {cityMissing && (
          <Typography.Text type="danger" id="add-facility-city-error">
            Pick the facility’s city.
          </Typography.Text>
        )}
      </Flex>
      <FacilityForm label="Facility" initialValues={EMPTY} onSubmit={save} onCancel={close} />
    </Modal>
  );
};
