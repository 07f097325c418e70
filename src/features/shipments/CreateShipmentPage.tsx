import { Typography } from 'antd';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { useCreateShipmentMutation } from '../../api/api';
import { useAppDispatch } from '../../state/hooks';
import { paths } from '../../app/paths';
import { FormLayout } from '../../components/form/FormLayout';
import { makeValidate } from '../../components/form/makeValidate';
import { createShipmentSchema } from '@domain/schemas';
import { showError } from '../../state/toastSlice';
import type { CreateShipmentValues } from './createShipmentValues';
import { INITIAL_VALUES, SERVER_FIELDS, toCreateShipmentRequest } from './createShipmentValues';
import { CreateShipmentFields } from './CreateShipmentFields';
import { saveFailure } from './saveFailure';

const validate = makeValidate<CreateShipmentValues>(createShipmentSchema);

/** Quote a lane, pick the dates and create the shipment. */
const CreateShipmentPage = () => {
  const [createShipment] = useCreateShipmentMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onSubmit = async (values: CreateShipmentValues) => {
    const result = await createShipment(toCreateShipmentRequest(createShipmentSchema.cast(values)));
    if (result.error) {
      const { message, fieldErrors } = saveFailure(result.error, SERVER_FIELDS);
      dispatch(showError(message));
      return fieldErrors;
    }
    await navigate(paths.appointment(result.data.id));
    return undefined;
  };

  return (
    <>
      <Typography.Title level={2}>Create shipment</Typography.Title>
      <Form<CreateShipmentValues>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={INITIAL_VALUES}
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
