import type { ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Result } from 'antd';
import { Navigate, useParams } from 'react-router-dom';
import { useGetShipmentQuery } from '../../api/api';
import { httpStatus, normalizeError } from '../../api/errors';
import { paths } from '../../app/paths';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import type { Shipment } from '@domain/types';

type Props = { children: (shipment: Shipment) => ReactNode };

/**
 * The shipment named in the path, once loaded: a spinner meanwhile, an error with a retry when it
 * cannot be loaded, and /404 for an id that is not a number or a shipment that does not exist.
 */
export const ShipmentGate = ({ children }: Props) => {
  const { id = '' } = useParams();
  const shipmentId = /^\d+$/.test(id) ? Number(id) : null;
  // currentData: never another shipment's while this one loads, and kept while it refreshes.
  const { currentData, error, isFetching, refetch } = useGetShipmentQuery(shipmentId ?? skipToken);

  if (shipmentId === null || httpStatus(error) === 404)
    return <Navigate to={paths.notFound} replace />;
  if (currentData) return children(currentData);
  if (isFetching || !error) return <FullPageSpinner label="Loading shipment" />;
  return (
    <Result
      status="error"
      title="We couldn't load this shipment"
      subTitle={normalizeError(error).message}
      extra={<Button onClick={() => void refetch()}>Try again</Button>}
    />
  );
};
