import { Alert, Button, Flex, Modal, Skeleton, Typography } from 'antd';
import { Form } from 'react-final-form';
import { CANCELLATION_REASON_LABELS, CANCELLATION_REASONS } from '@domain/cancellationTerms';
import { CANCELLATION_REASON_TEXT_MAX_LENGTH } from '@domain/cancellationTerms';
import { cancellationRequestSchema } from '@domain/cancellationReasons';
import { useCancelShipmentMutation, useGetCancellationQuoteQuery } from '../../api/cancellationApi';
import { normalizeError } from '../../api/errors';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { FormLayout } from '../form/FormLayout';
import { makeValidate } from '../form/makeValidate';
import { RadioGroupField } from '../form/RadioGroupField';
import { toSubmissionErrors } from '../form/submissionErrors';
import { TextAreaField } from '../form/TextAreaField';
import { useAppDispatch } from '../../state/hooks';
import { showSuccess } from '../../state/toastSlice';
import { quoteTexts } from './quoteTexts';

type Values = { reason?: string; reason_text?: string };

const FIELDS = ['reason', 'reason_text'] as const;
const validate = makeValidate<Values>(cancellationRequestSchema);
const REASON_OPTIONS = CANCELLATION_REASONS.map((value) => ({
  value,
  label: CANCELLATION_REASON_LABELS[value],
}));

export type CancelShipmentDialogProps = { shipmentId: number; open: boolean; onClose: () => void };

/**
 * Cancelling a shipment: what it costs now, as the quote says, then why. A refusal stays in the
 * dialog with everything typed, so the shipper can try again.
 */
const CancelShipmentDialog = ({ shipmentId, open, onClose }: CancelShipmentDialogProps) => {
  const dispatch = useAppDispatch();
  const quote = useGetCancellationQuoteQuery(shipmentId, { refetchOnMountOrArgChange: true });
  const [cancelShipment] = useCancelShipmentMutation();
  const title = `Cancel shipment #${shipmentId}?`;

  const onSubmit = async (values: Values) => {
    const { reason, reason_text } = cancellationRequestSchema.cast(values);
    const result = await cancelShipment({
      id: shipmentId,
      body: { reason, reason_text: reason_text || null },
    });
    if (result.error) return toSubmissionErrors(result.error, FIELDS);
    dispatch(showSuccess(`Shipment #${shipmentId} cancelled.`));
    onClose();
    return undefined;
  };

  const texts = quote.data ? quoteTexts(quote.data) : [];
  const refused = quote.data?.allowed === false;
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} destroyOnHidden>
      {quote.isLoading && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {quote.error && (
        <Alert
          type="error"
          showIcon
          title="We could not tell what cancelling would cost."
          description={normalizeError(quote.error).message}
          action={<Button onClick={() => void quote.refetch()}>Try again</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      {refused ? (
        <>
          <Alert type="warning" showIcon title={texts.join(' ')} style={{ marginBottom: 16 }} />
          <Flex justify="end">
            <Button onClick={onClose}>Keep shipment</Button>
          </Flex>
        </>
      ) : (
        <>
          {texts.map((text) => (
            <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
          ))}
          <Form<Values>
            onSubmit={onSubmit}
            validate={validate}
            subscription={{ submitting: true, submitError: true, values: true }}
            render={({ handleSubmit, submitting, submitError, values }) => (
              <FormLayout onSubmit={handleSubmit} label={title}>
                <FormErrorAlert message={submitError} />
                <RadioGroupField name="reason" label="Reason" options={REASON_OPTIONS} required />
                <TextAreaField
                  name="reason_text"
                  label="Tell us more"
                  required={values.reason === 'other'}
                  maxLength={CANCELLATION_REASON_TEXT_MAX_LENGTH}
                />
                <Flex justify="end" gap={8}>
                  <Button onClick={onClose}>Keep shipment</Button>
                  <Button
                    type="primary"
                    danger
                    htmlType="submit"
                    loading={submitting}
                    disabled={!quote.data}
                  >
                    Cancel shipment
                  </Button>
                </Flex>
              </FormLayout>
            )}
          />
        </>
      )}
    </Modal>
  );
};

export default CancelShipmentDialog;
