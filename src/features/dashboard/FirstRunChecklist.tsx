import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Action } from '@domain/roles';
import { paths } from '../../app/paths';
import { settingsPaths } from '../../app/settingsPaths';
import { useMay } from '../../state/useMay';

const STEPS: { title: string; about: string; link: string; to: string; action?: Action }[] = [
  {
    title: 'Get your first quote',
    about: 'Pick a lane and a pickup day: the price is instant, fuel included.',
    link: 'Get a quote',
    to: paths.createShipment,
    action: 'createShipments',
  },
  {
    title: 'Add your facilities',
    about: 'Save your docks and their contacts once, then pick them at every booking.',
    link: 'Open the facility book',
    to: settingsPaths.facilities,
  },
  {
    title: 'Invite your team',
    about: 'Bookers, finance and admins, each with a sign-in of their own.',
    link: 'Invite a colleague',
    to: settingsPaths.team,
    action: 'manageTeam',
  },
];

/**
 * What a new shipper does first, in place of an empty list: each step a link, offered only to a
 * role that may take it.
 */
export const FirstRunChecklist = () => {
  const mayDo = useMay();
  const steps = STEPS.filter((step) => !step.action || mayDo(step.action));
  return (
    <Card role="region" aria-labelledby="first-run-title">
      <Typography.Title level={3} id="first-run-title" style={{ marginTop: 0, fontSize: 18 }}>
        No shipments yet
      </Typography.Title>
      <Typography.Paragraph type="secondary">Three steps to your first load:</Typography.Paragraph>
      <ol style={{ margin: 0, paddingInlineStart: 20 }}>
        {steps.map((step) => (
          <li key={step.title} style={{ marginBottom: 12 }}>
            <Flex vertical gap={2}>
              <Typography.Text strong>{step.title}</Typography.Text>
              <Typography.Text type="secondary">{step.about}</Typography.Text>
              <Link to={step.to}>{step.link}</Link>
            </Flex>
          </li>
        ))}
      </ol>
    </Card>
  );
};
