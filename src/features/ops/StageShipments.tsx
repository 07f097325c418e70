import { Empty } from 'antd';
import type { DispatchStage } from '@domain/dispatchTypes';
import { useGetOpsShipmentsQuery } from '../../api/opsEndpoints';
import { QueryContent } from '../../components/QueryContent';
import { STAGE_TEXTS } from './boardTexts';
import { OpsShipmentTable } from './OpsShipmentTable';
import type { ShipmentAction } from './OpsShipmentTable';

const BOARD_REFRESH_MS = 60_000;

type Props = { stage: DispatchStage; onAssign: ShipmentAction; onRecord: ShipmentAction };

/** One tab of the board: its loads as they come, or why they did not. */
export const StageShipments = ({ stage, onAssign, onRecord }: Props) => {
  // Drivers report from the road at any time: the board follows them while it is looked at.
  const query = useGetOpsShipmentsQuery(stage, {
    pollingInterval: BOARD_REFRESH_MS,
    skipPollingIfUnfocused: true,
  });
  const { loads, empty } = STAGE_TEXTS[stage];
  return (
    <QueryContent
      query={query}
      loading={`Loading the ${loads}`}
      failed={`We could not load the ${loads}`}
      stale={`These may be out of date: we could not load the ${loads} again`}
    >
      {(shipments) =>
        shipments.length === 0 ? (
          <Empty description={empty} />
        ) : (
          <OpsShipmentTable
            label={loads.charAt(0).toUpperCase() + loads.slice(1)}
            shipments={shipments}
            onAssign={onAssign}
            onRecord={onRecord}
          />
        )
      }
    </QueryContent>
  );
};
