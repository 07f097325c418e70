import { Result } from 'antd';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/ButtonLink';

export const PaymentSuccess = ({ shipmentId }: { shipmentId: number }) => (
  <Result
    status="success"
    title="Payment Successful!"
    subTitle={
      <>
        Your shipment has been booked successfully.
        <br />
        Shipment ID: #{shipmentId}
      </>
    }
    extra={
      <ButtonLink to={paths.dashboard} type="primary">
        Back to Dashboard
      </ButtonLink>
    }
  />
);
