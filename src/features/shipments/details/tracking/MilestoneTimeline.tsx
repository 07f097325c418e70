import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Flex, Timeline, Typography } from 'antd';
import type { TrackingMilestone } from '@domain/trackingTypes';
import { formatZonedMoment } from '@domain/zonedMoment';
import { cityName } from '@domain/placeNames';
import { formatZonedDay } from '@domain/zonedMoment';
import { SOURCE_LABELS } from './trackingTexts';

const Reported = ({ milestone, at }: { milestone: TrackingMilestone; at: string }) => (
  <Typography.Text>
    <time dateTime={at}>{formatZonedMoment(at, milestone.time_zone)}</time>
    {milestone.source && ` · ${SOURCE_LABELS[milestone.source]}`}
    {milestone.city && ` · ${cityName(milestone.city)}`}
  </Typography.Text>
);

const MilestoneText = ({ milestone }: { milestone: TrackingMilestone }) => (
  <Flex vertical gap={2}>
    <Typography.Text strong>{milestone.label}</Typography.Text>
    {milestone.planned_at && (
      <Typography.Text type="secondary">
        {`Planned ${formatZonedDay(milestone.planned_at, milestone.time_zone)}`}
      </Typography.Text>
    )}
    {milestone.at ? (
      <Reported milestone={milestone} at={milestone.at} />
    ) : (
      <Typography.Text type="secondary">Pending</Typography.Text>
    )}
  </Flex>
);

/**
 * Every milestone of the load in the order of the journey: the day it was planned for beside
 * when it happened, on the clock of the place it happened (a load crosses zones), who reported it
 * and where; the ones still to come drawn pending.
 */
export const MilestoneTimeline = ({ milestones }: { milestones: TrackingMilestone[] }) => (
  <Card title="Milestones" role="region" aria-label="Milestones">
    <Timeline
      items={milestones.map((milestone, index) => ({
        key: `${index}-${milestone.code}`,
        color: milestone.at ? 'green' : 'gray',
        icon: milestone.at ? undefined : <ClockCircleOutlined aria-hidden="true" />,
        content: <MilestoneText milestone={milestone} />,
      }))}
    />
  </Card>
);
