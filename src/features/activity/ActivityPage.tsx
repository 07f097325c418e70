import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Typography } from 'antd';
import { normalizeError } from '../../api/errors';
import { useGetCompanyQuery } from '../../api/teamApi';
import { DownloadButton, exportedRows } from '../../components/DownloadButton';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { LoadFailed } from '../../components/LoadFailed';
import { ActivityFilters } from './ActivityFilters';
import { ActivityTable } from './ActivityTable';
import { activityExportParams, isFiltered } from './activityQuery';
import { useActivityList } from './useActivityList';

const count = (events: number) =>
  `${events.toLocaleString('en-US')} ${events === 1 ? 'event' : 'events'}`;

const matching = (events: number) =>
  events === 1 ? 'matches these filters' : 'match these filters';

/**
 * Everything the company's members did, newest first, for its admins: to its shipments and to its
 * team, filtered by member, kind and days, a page at a time, and exported with the same filters.
 * The last page stays shown while the next one loads, so the table never jumps.
 */
const ActivityPage = () => {
  const { asked, setPage, setFilters, query } = useActivityList();
  const { data: shown, error, isLoading, isFetching, refetch } = query;
  const company = useGetCompanyQuery();
  const filtered = isFiltered(asked);

  const content = () => {
    if (isLoading) return <FullPageSpinner label="Loading activity" />;
    if (!shown)
      return (
        <LoadFailed
          title="We could not load the activity"
          error={error}
          retrying={isFetching}
          onRetry={refetch}
        />
      );
    return (
      <>
        {error && (
          <Alert
            type="error"
            showIcon
            title="We could not load these events; the ones below are from before."
            description={normalizeError(error).message}
            action={
              <Button size="small" loading={isFetching} onClick={() => void refetch()}>
                Try again
              </Button>
            }
          />
        )}
        <Typography.Text role="status" aria-live="polite">
          {`${count(shown.count)} ${filtered ? matching(shown.count) : 'in all'}`}
        </Typography.Text>
        <ActivityTable
          shown={shown}
          onPage={setPage}
          loading={isFetching}
          empty={
            filtered ? (
              <Empty description="No events match these filters">
                <Button onClick={() => setFilters({})}>Clear filters</Button>
              </Empty>
            ) : (
              <Empty description="No activity yet" />
            )
          }
        />
      </>
    );
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Activity
      </Typography.Title>
      <Card>
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="flex-end" gap={16} wrap>
            <ActivityFilters
              filters={asked}
              onFilters={setFilters}
              members={company.data?.members ?? []}
              membersLoading={company.isLoading}
            />
            <DownloadButton
              path="/company/activity/export/"
              params={activityExportParams(asked)}
              fileName="activity.csv"
              progressText={exportedRows}
              icon={<DownloadOutlined aria-hidden="true" />}
            >
              Export CSV
            </DownloadButton>
          </Flex>
          {content()}
        </Flex>
      </Card>
    </Flex>
  );
};

export default ActivityPage;
