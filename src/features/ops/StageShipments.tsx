import { useState } from 'react';
import { Empty, Flex, Input } from 'antd';
import type { DispatchStage, OpsShipment } from '@domain/dispatchTypes';
import { useGetOpsShipmentsQuery } from '../../api/opsEndpoints';
import { QueryContent } from '../../components/QueryContent';
import { STAGE_TEXTS } from './boardTexts';
import { OpsShipmentTable } from './OpsShipmentTable';
import type { ShipmentAction } from './OpsShipmentTable';

const BOARD_REFRESH_MS = 60_000;

type Props = { stage: DispatchStage; onAssign: ShipmentAction; onRecord: ShipmentAction };

/** What a dispatcher may look a load up by: its number, reference, company, lane, crew. */
const searchedText = (shipment: OpsShipment): string =>
  [
    `#${shipment.id}`,
    shipment.reference_number,
    shipment.company_name,
    shipment.pickup.city.name,
    shipment.pickup.city.region_code,
    shipment.dropoff.city.name,
    shipment.dropoff.city.region_code,
    shipment.assignment?.carrier.legal_name,
    shipment.assignment?.driver_name,
    shipment.assignment?.truck_number,
    shipment.assignment?.trailer_number,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

const matching = (shipments: OpsShipment[], search: string): OpsShipment[] => {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return words.length
    ? shipments.filter((shipment) => {
        const text = searchedText(shipment);
        return words.every((word) => text.includes(word));
      })
    : shipments;
};

/** One tab of the board: its loads as they come, or why they did not, searchable. */
export const StageShipments = ({ stage, onAssign, onRecord }: Props) => {
  // Drivers report from the road at any time: the board follows them while it is looked at.
  const query = useGetOpsShipmentsQuery(stage, {
    pollingInterval: BOARD_REFRESH_MS,
    skipPollingIfUnfocused: true,
  });
  const { loads, empty } = STAGE_TEXTS[stage];
  const [search, setSearch] = useState('');
  return (
    <QueryContent
      query={query}
      loading={`Loading the ${loads}`}
      failed={`We could not load the ${loads}`}
      stale={`These may be out of date: we could not load the ${loads} again`}
    >
      {(shipments) => {
        if (shipments.length === 0) return <Empty description={empty} />;
        const found = matching(shipments, search);
        return (
          <Flex vertical gap={16}>
            <Input.Search
              allowClear
              aria-label={`Search the ${loads}`}
              placeholder="Search by shipment, reference, company, city, carrier or driver"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              style={{ maxWidth: 480 }}
            />
            {found.length === 0 ? (
              <Empty description={`No ${loads} match “${search.trim()}”.`} />
            ) : (
              <OpsShipmentTable
                label={loads.charAt(0).toUpperCase() + loads.slice(1)}
                shipments={found}
                onAssign={onAssign}
                onRecord={onRecord}
              />
            )}
          </Flex>
        );
      }}
    </QueryContent>
  );
};
