import { useState } from 'react';
import { Badge, Flex, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { DISPATCH_STAGES } from '@domain/dispatchTypes';
import type { DispatchStage, OpsShipment } from '@domain/dispatchTypes';
import { useGetOpsShipmentsQuery } from '../../api/opsEndpoints';
import { Heading } from '../../components/Heading';
import { AssignCarrierDialog } from './AssignCarrierDialog';
import { STAGE_TEXTS } from './boardTexts';
import { RecordMilestoneDialog } from './RecordMilestoneDialog';
import { StageShipments } from './StageShipments';
import { usePageTitle } from '../../lightEntry/usePageTitle';

type Dialog = { kind: 'assign' | 'record'; shipment: OpsShipment } | null;

/**
 * A tab's name with how many loads it holds, read by the same query as the tab's content (one
 * request for both); exceptions counted in red, since each is a load to act on.
 */
const StageLabel = ({ stage }: { stage: DispatchStage }) => {
  const { data } = useGetOpsShipmentsQuery(stage);
  const { label, loads } = STAGE_TEXTS[stage];
  return (
    <Flex gap={8} align="center">
      {label}
      {data && (
        <Badge
          count={data.length}
          showZero
          overflowCount={999}
          color={stage === 'exceptions' && data.length > 0 ? 'red' : 'gray'}
          aria-label={`${data.length} ${loads}`}
        />
      )}
    </Flex>
  );
};

const stageOf = (value: string | null): DispatchStage =>
  DISPATCH_STAGES.find((stage) => stage === value) ?? 'to_cover';

/**
 * The dispatch board: paid loads by how far they went, a tab each, the open tab in the address so
 * that a reload or a shared link opens it again.
 */
const DispatchBoardPage = () => {
  usePageTitle('Dispatch board');
  const [search, setSearch] = useSearchParams();
  const stage = stageOf(search.get('stage'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const onAssign = (shipment: OpsShipment) => setDialog({ kind: 'assign', shipment });
  const onRecord = (shipment: OpsShipment) => setDialog({ kind: 'record', shipment });
  const close = () => setDialog(null);

  return (
    <>
      <Heading level={1}>Dispatch board</Heading>
      <Tabs
        activeKey={stage}
        onChange={(key) => setSearch({ stage: key }, { replace: true })}
        items={DISPATCH_STAGES.map((key) => ({
          key,
          label: <StageLabel stage={key} />,
          children: <StageShipments stage={key} onAssign={onAssign} onRecord={onRecord} />,
        }))}
      />
      {dialog?.kind === 'assign' && (
        <AssignCarrierDialog shipment={dialog.shipment} onClose={close} />
      )}
      {dialog?.kind === 'record' && (
        <RecordMilestoneDialog shipment={dialog.shipment} onClose={close} />
      )}
    </>
  );
};

export default DispatchBoardPage;
