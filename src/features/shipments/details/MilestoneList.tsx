import { Card, Flex, Timeline, Typography } from 'antd';
import { formatZonedMoment } from '@domain/zonedMoment';
import type { Milestone } from '@domain/dispatchTypes';

const MilestoneText = ({ milestone }: { milestone: Milestone }) => (
  <Flex vertical>
    <Typography.Text strong>{milestone.label}</Typography.Text>
    <Typography.Text type="secondary">
      {formatZonedMoment(milestone.at, milestone.time_zone)}
      {milestone.city && ` · ${milestone.city.name}, ${milestone.city.region_code}`}
    </Typography.Text>
    {milestone.source === 'dispatcher' && (
      <Typography.Text type="secondary">Entered by dispatcher</Typography.Text>
    )}
  </Flex>
);

/**
 * How far the truck has gone, in the order things happened; each time on the clock of the place it
 * happened, with its zone named, since a load crosses zones.
 */
export const MilestoneList = ({ milestones }: { milestones: Milestone[] }) => (
  <Card title="Milestones" role="region" aria-label="Milestones" style={{ height: '100%' }}>
    {milestones.length ? (
      <Timeline
        items={milestones.map((milestone, index) => ({
          // Two events may share a code and a time (the driver's and a dispatcher's).
          key: `${index}-${milestone.code}`,
          content: <MilestoneText milestone={milestone} />,
        }))}
      />
    ) : (
      <Typography.Text type="secondary">No milestones yet.</Typography.Text>
    )}
  </Card>
);
