import { lazy, Suspense } from 'react';
import { Alert, Card, Skeleton, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useGetConfigQuery } from '../../api/paymentsApi';
import { normalizeError } from '../../api/errors';
import { formatUsd } from '../../lib/format';
import type { Shipment } from '@domain/types';
import { TestCardForm } from './TestCardForm';
import type { usePayShipment } from './usePayShipment';

// Stripe's code is only downloaded when Stripe takes the payments.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

type Props = { shipment: Shipment; payment: ReturnType<typeof usePayShipment> };

export const PaymentPanel = ({ shipment, payment }: Props) => {
  const config = useGetConfigQuery();
  const payLabel = `Pay ${formatUsd(shipment.total_price)}`;
  const formProps = { payLabel, paying: payment.paying, onPay: payment.pay };

  return (
    <Card title="Payment">
      {config.isLoading ? (
        <Skeleton active />
      ) : config.error || !config.data ? (
        <Alert type="error" showIcon title={normalizeError(config.error).message} />
      ) : config.data.payment_provider === 'stripe' && config.data.stripe_publishable_key ? (
        <Suspense fallback={<Skeleton active />}>
          <StripeCardForm publishableKey={config.data.stripe_publishable_key} {...formProps} />
        </Suspense>
      ) : (
        <TestCardForm {...formProps} />
      )}
      {payment.error && (
        <Alert type="error" showIcon title={payment.error} role="alert" style={{ marginTop: 16 }} />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, textAlign: 'center' }}>
        <LockOutlined aria-hidden="true" /> Your payment is secure
        <br />
        Protected by 256-bit SSL encryption
      </Typography.Paragraph>
    </Card>
  );
};
