import { useState } from 'react';
import { Alert, Button, Col, Row, Tag, Typography } from 'antd';
import { Form } from 'react-final-form';
import { InfoTip } from '../../components/InfoTip';
import { FormLayout } from '../../components/form/FormLayout';
import { makeValidate } from '../../components/form/makeValidate';
import { TextField } from '../../components/form/TextField';
import { MESSAGES } from '@domain/messages';
import type { CardMethod } from './cardMethod';
import { TestAuthenticationDialog } from './TestAuthenticationDialog';
import { formatExpiry, testCardSchema, testPaymentMethodFor } from './testCardSchema';
import type { TestCardValues } from './testCardSchema';

type Props = { payLabel: string; paying: boolean; onPay: (card: CardMethod) => Promise<void> };
type Outcome = { ok: true } | { failed: true };

const validate = makeValidate<TestCardValues>(testCardSchema);

/** The card form of the built-in test provider: test numbers only, turned into test ids here. */
export const TestCardForm = ({ payLabel, paying, onPay }: Props) => {
  const [challenge, setChallenge] = useState<((outcome: Outcome) => void) | null>(null);

  const settle = (outcome: Outcome) => {
    challenge?.(outcome);
    setChallenge(null);
  };

  const onSubmit = (values: TestCardValues) => {
    const paymentMethodId = testPaymentMethodFor(values.card_number);
    return onPay({
      createPaymentMethod: async () =>
        paymentMethodId ? { id: paymentMethodId } : { error: MESSAGES.testCardOnly },
      handleCardAction: () => new Promise<Outcome>((resolve) => setChallenge(() => resolve)),
    });
  };

  return (
    <>
      <Alert
        type="info"
        showIcon
        title={
          <>
            <Tag color="purple">Test mode</Tag> No real card is charged. Use 4242 4242 4242 4242
            (succeeds), 4000 0027 6000 3184 (asks for authentication), 4000 0000 0000 9995 or 4000
            0000 0000 0002 (declined).
          </>
        }
        style={{ marginBottom: 16 }}
      />
      <Form<TestCardValues>
        onSubmit={onSubmit}
        validate={validate}
        subscription={{}}
        render={({ handleSubmit }) => (
          <FormLayout onSubmit={handleSubmit} label="Card details">
            <TextField
              name="card_number"
              label="Card number"
              autoComplete="cc-number"
              placeholder="4242 4242 4242 4242"
            />
            <Row gutter={16}>
              <Col span={12}>
                <TextField
                  name="expiry"
                  label="Expiry date"
                  autoComplete="cc-exp"
                  placeholder="MM / YY"
                  inputMode="numeric"
                  parse={formatExpiry}
                />
              </Col>
              <Col span={12}>
                <TextField name="cvc" label="CVC" autoComplete="cc-csc" placeholder="123" />
              </Col>
            </Row>
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              block
              loading={paying}
              disabled={paying}
            >
              {payLabel}
            </Button>
          </FormLayout>
        )}
      />
      <TestAuthenticationDialog
        open={challenge !== null}
        onComplete={() => settle({ ok: true })}
        onFail={() => settle({ failed: true })}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, fontSize: 13 }}>
        We never receive the card number.
        <InfoTip label="Why this is safe">
          This form turns the number into a test payment id here in the browser, and only that id is
          sent to us.
        </InfoTip>
      </Typography.Paragraph>
    </>
  );
};
