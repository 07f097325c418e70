import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex } from 'antd';
import type { Carrier } from '@domain/dispatchTypes';
import { normalizeError } from '../../api/errors';
import { useGetCarriersQuery, useVerifyCarrierMutation } from '../../api/opsEndpoints';
import { Heading } from '../../components/Heading';
import { QueryContent } from '../../components/QueryContent';
import { useAppDispatch } from '../../state/hooks';
import { showError, showSuccess } from '../../state/toastSlice';
import { CarrierDialog } from './CarrierDialog';
import { outcomeLabel } from './CarrierCheck';
import { CarriersTable } from './CarriersTable';
import { usePageTitle } from '../../lightEntry/usePageTitle';

/** The dialog open: adding a carrier (null), or editing one. */
type Editing = { carrier: Carrier | null } | null;

/** The carriers Loadline covers loads with, and what the registry says of each. */
const CarriersPage = () => {
  usePageTitle('Carriers');
  const query = useGetCarriersQuery();
  const [verify, { originalArgs: checking, isLoading: verifying }] = useVerifyCarrierMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const dispatch = useAppDispatch();

  const checkAgain = async ({ id, legal_name }: Carrier) => {
    const result = await verify(id);
    dispatch(
      result.error
        ? showError(normalizeError(result.error).message)
        : showSuccess(`${legal_name}: ${outcomeLabel(result.data)}.`),
    );
  };

  return (
    <>
      <Flex justify="space-between" align="center">
        <Heading level={1}>Carriers</Heading>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ carrier: null })}
        >
          Add carrier
        </Button>
      </Flex>
      <QueryContent
        query={query}
        loading="Loading the carriers"
        failed="We could not load the carriers"
        stale="These may be out of date: we could not load the carriers again"
      >
        {(carriers) =>
          carriers.length === 0 ? (
            <Empty description="No carriers yet. Add the first one." />
          ) : (
            <CarriersTable
              carriers={carriers}
              onEdit={(carrier) => setEditing({ carrier })}
              onCheck={(carrier) => void checkAgain(carrier)}
              checking={verifying ? (checking ?? null) : null}
            />
          )
        }
      </QueryContent>
      {editing && <CarrierDialog carrier={editing.carrier} onClose={() => setEditing(null)} />}
    </>
  );
};

export default CarriersPage;
