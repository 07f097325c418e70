import { useMemo, useRef } from 'react';
import { Button, Flex, Typography } from 'antd';
import { Form } from 'react-final-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useFinalizeShipmentMutation } from '../../api/api';
import { carriedSettled, selectCarried } from '../../state/bookAgainSlice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { paths } from '../../app/paths';
import { FormLayout } from '../../components/form/FormLayout';
import { makeValidate } from '../../components/form/makeValidate';
import { MESSAGES } from '@domain/messages';
import { finalizingContext, finalizingSchema } from '@domain/schemas';
import { detailsChangeable } from '@domain/changeRules';
import { normalizeShipmentStatus } from '@domain/shipmentStatus';
import type { Shipment } from '@domain/types';
import { showError, showSuccess } from '../../state/toastSlice';
import { FinalDetailsSummary } from './FinalDetailsSummary';
import { FinalizingFields } from './FinalizingFields';
import type { FinalizingValues } from './finalizingValues';
import { FINALIZING_FIELDS, finalizingValues, toFinalizingRequest } from './finalizingValues';
import { saveFailure, sameNames } from './saveFailure';
import { ShipmentGate } from './ShipmentGate';
import { usePageTitle } from '../../lightEntry/usePageTitle';
import { BookingSteps } from '../../components/BookingSteps';

const SERVER_FIELDS = sameNames(FINALIZING_FIELDS);

/**
 * The final details. Finalizing leads on to payment; a paid shipment's details are corrected and
 * the shipper goes back to the shipment, never to pay again. A shipment booked again starts with
 * the load it carried over; once these are saved, what it carried over is forgotten.
 */
const FinalizingForm = ({ shipment }: { shipment: Shipment }) => {
  const [finalize] = useFinalizeShipmentMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Which button submitted: both save, only one moves on.
  const finishLater = useRef(false);
  const carried = useAppSelector((state) => selectCarried(state, shipment.id));
  const initialValues = useMemo(() => finalizingValues(shipment, carried), [shipment, carried]);
  // The weight limit is the shipment's trailer's, as the server checks it, and a reefer's
  // temperature may stand as saved before.
  const { equipment, temperature_f: temperature } = shipment;
  const validate = useMemo(
    () =>
      makeValidate<FinalizingValues>(
        finalizingSchema,
        finalizingContext({ equipment }, { temperature }),
      ),
    [equipment, temperature],
  );
  const paid = normalizeShipmentStatus(shipment.status) === 'upcoming';

  const onSubmit = async (values: FinalizingValues) => {
    const result = await finalize({
      id: shipment.id,
      body: toFinalizingRequest(values, shipment.equipment),
    });
    if (result.error) {
      const { message, fieldErrors } = saveFailure(result.error, SERVER_FIELDS);
      dispatch(showError(message));
      return fieldErrors;
    }
    dispatch(carriedSettled(shipment.id));
    if (finishLater.current) dispatch(showSuccess(MESSAGES.shipmentSaved));
    else await navigate(paid ? paths.shipment(shipment.id) : paths.checkout(shipment.id));
    return undefined;
  };

  return (
    <Form<FinalizingValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      subscription={{ submitting: true }}
      render={({ handleSubmit, submitting }) => (
        <FormLayout onSubmit={handleSubmit} label="Final details">
          <FinalizingFields equipment={equipment} />
          <Flex justify="end" gap={12} style={{ marginTop: 24 }}>
            {!paid && (
              <Button
                htmlType="submit"
                size="large"
                disabled={submitting}
                onClick={() => {
                  finishLater.current = true;
                }}
              >
                Save and finish later
              </Button>
            )}
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              loading={submitting}
              onClick={() => {
                finishLater.current = false;
              }}
            >
              {paid ? 'Save changes' : 'Finalize shipment'}
            </Button>
          </Flex>
        </FormLayout>
      )}
    />
  );
};

const Finalizing = ({ shipment }: { shipment: Shipment }) => {
  const status = normalizeShipmentStatus(shipment.status);
  const editable = status !== null && detailsChangeable(status);
  return (
    <>
      {status === 'unfinished' && <BookingSteps current="Details" />}
      <Typography.Title level={2}>Final details</Typography.Title>
      {editable ? (
        <FinalizingForm shipment={shipment} />
      ) : (
        <FinalDetailsSummary shipment={shipment} />
      )}
    </>
  );
};

const FinalizingPage = () => {
  usePageTitle(`Final details · Shipment #${useParams().id ?? ''}`);
  return <ShipmentGate>{(shipment) => <Finalizing shipment={shipment} />}</ShipmentGate>;
};

export default FinalizingPage;
