import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';

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
      <Link to={paths.dashboard}>
        <Button type="primary">Back to Dashboard</Button>
      </Link>
    }
  />
);
