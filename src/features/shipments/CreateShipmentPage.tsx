import { Typography } from 'antd';
import { Form } from 'react-final-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, useCreateShipmentMutation, useUpdateAppointmentMutation } from '../../api/api';
import { quoteConflictOf } from '../../api/priceConflicts';
import { bookAgainOf } from '../../components/bookAgain/bookAgainState';
import { carriedOf, carriedOver } from '../../state/bookAgainSlice';
import { laneOfSearch } from '../../state/plannedLane';
import { useAppDispatch, useAppStore } from '../../state/hooks';
import { paths } from '../../app/paths';
import { FormLayout } from '../../components/form/FormLayout';
import { makeValidate } from '../../components/form/makeValidate';
import { createShipmentSchema } from '@domain/schemas';
import { showError } from '../../state/toastSlice';
import type { CreateShipmentValues } from './createShipmentValues';
import { initialValues, SERVER_FIELDS, toCreateShipmentRequest } from './createShipmentValues';
import { CreateShipmentFields } from './CreateShipmentFields';
import { saveFailure } from './saveFailure';
import { laneRequest } from './useLaneQuote';
import { usePageTitle } from '../../lightEntry/usePageTitle';
import { BookingSteps } from '../../components/BookingSteps';

const validate = makeValidate<CreateShipmentValues>(createShipmentSchema);

/**
 * Quote a lane, pick the dates and create the shipment, booked on the quote shown. A quote that
 * no longer holds is replaced by the server's new one: at the same price the booking goes on, at
 * another the shipper sees both before booking again. Opened by "Book again", the page starts
 * with that shipment's lane, and the new shipment's next steps with the rest it carries over;
 * opened with a lane in its address (quoted on the landing page), with that lane.
 */
const CreateShipmentPage = () => {
  usePageTitle('Create Shipment');
  const [createShipment] = useCreateShipmentMutation();
  const [updateAppointment] = useUpdateAppointmentMutation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const location = useLocation();
  const bookAgain = bookAgainOf(location.state);
  const planned = laneOfSearch(location.search);

  const onSubmit = async (values: CreateShipmentValues) => {
    const request = laneRequest(values, values.pickup_date);
    const shown = request && api.endpoints.getQuote.select(request)(store.getState()).data;
    const booking = toCreateShipmentRequest(createShipmentSchema.cast(values));
    const book = (quoteId: string | undefined) =>
      createShipment(quoteId ? { ...booking, quote_id: quoteId } : booking);
    let result = await book(shown?.quote_id);
    const conflict = quoteConflictOf(result.error);
    if (conflict && request) {
      dispatch(api.util.upsertQueryData('getQuote', request, conflict.quote));
      if (conflict.old_price !== conflict.new_price) {
        dispatch(showError(conflict.message));
        return undefined;
      }
      result = await book(conflict.quote.quote_id);
    }
    if (result.error) {
      const { message, fieldErrors } = saveFailure(result.error, SERVER_FIELDS);
      dispatch(showError(message));
      return fieldErrors;
    }
    if (bookAgain) {
      dispatch(carriedOver({ shipmentId: result.data.id, carried: carriedOf(bookAgain) }));
      // Booking again is the shipper's choice of the shipment's driver assist too; should saving
      // it fail, the appointment step offers it beside the box.
      if (bookAgain.driver_assist)
        await updateAppointment({ id: result.data.id, body: { driver_assist: true } });
    }
    await navigate(paths.appointment(result.data.id));
    return undefined;
  };

  return (
    <>
      <BookingSteps current="Quote" />
      <Typography.Title level={2}>Create shipment</Typography.Title>
      <Form<CreateShipmentValues>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={initialValues(bookAgain, planned)}
        subscription={{ submitting: true }}
        render={({ handleSubmit, submitting }) => (
          <FormLayout onSubmit={handleSubmit} label="Create shipment">
            <CreateShipmentFields submitting={Boolean(submitting)} />
          </FormLayout>
        )}
      />
    </>
  );
};

export default CreateShipmentPage;
