import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { SEARCH_DEBOUNCE_MS } from '@domain/constants';
import { useGetFacilityBookQuery } from '../../api/facilityBookApi';
import { QueryContent } from '../../components/QueryContent';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useMay } from '../../state/useMay';
import { AddFacilityDialog } from './AddFacilityDialog';
import { FacilityBookTable } from './FacilityBookTable';
import { usePageTitle } from '../../lightEntry/usePageTitle';

/**
 * The company's facility book: every facility saved on a shipment, once, searched by name, city
 * or ZIP code. The members who change shipments keep it; shipments keep their own copy.
 */
const FacilityBookPage = () => {
  usePageTitle('Facility book');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useGetFacilityBookQuery(search);
  const mayKeep = useMay()('changeShipments');
  const [adding, setAdding] = useState(false);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Facility book
          </Typography.Title>
          <Typography.Text type="secondary">
            Every facility saved on a shipment, ready to fill the next one. Changing or deleting one
            here never changes a shipment already booked.
          </Typography.Text>
        </div>
        {mayKeep && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => setAdding(true)}
          >
            Add facility
          </Button>
        )}
      </Flex>
      <AddFacilityDialog open={adding} onClose={() => setAdding(false)} />
      <Card>
        <Flex vertical gap={16}>
          <Input.Search
            aria-label="Search the facility book"
            placeholder="Name, city or ZIP code"
            allowClear
            value={text}
            onChange={(event) => setText(event.target.value)}
            style={{ maxWidth: 360 }}
          />
          <QueryContent
            query={query}
            loading="Loading the facility book"
            failed="We could not load the facility book"
            stale="We could not refresh the facility book; these are as they were."
          >
            {({ results }) => (
              <FacilityBookTable entries={results} searched={Boolean(search)} mayKeep={mayKeep} />
            )}
          </QueryContent>
        </Flex>
      </Card>
    </Flex>
  );
};

export default FacilityBookPage;
