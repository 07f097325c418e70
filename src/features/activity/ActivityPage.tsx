import { Card, Flex, Typography } from 'antd';
import { useGetCompanyQuery } from '../../api/teamApi';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { EmptyList } from '../../components/EmptyList';
import { QueryContent } from '../../components/QueryContent';
import { listCount } from '../../lib/listCount';
import { ActivityFilters } from './ActivityFilters';
import { ActivityTable } from './ActivityTable';
import { activityExportParams, isFiltered } from './activityQuery';
import { useActivityList } from './useActivityList';
import { usePageTitle } from '../../lightEntry/usePageTitle';

const EVENTS = { one: 'event', many: 'events' };

/**
 * Everything the company's members did, newest first, for its admins: to its shipments and to its
 * team, filtered by member, kind and days, a page at a time, and exported with the same filters.
 * The last page stays shown while the next one loads, so the table never jumps.
 */
const ActivityPage = () => {
  usePageTitle('Activity');
  const { asked, setPage, setFilters, query } = useActivityList();
  const company = useGetCompanyQuery();
  const filtered = isFiltered(asked);

  const content = (
    <QueryContent
      query={query}
      loading="Loading activity"
      failed="We could not load the activity"
      stale="We could not load these events; the ones below are from before."
    >
      {(shown) => (
        <>
          <Typography.Text role="status" aria-live="polite">
            {listCount(shown.count, EVENTS, filtered)}
          </Typography.Text>
          <ActivityTable
            shown={shown}
            onPage={setPage}
            loading={query.isFetching}
            empty={
              <EmptyList
                filtered={filtered}
                noMatch="No events match these filters"
                none="No activity yet"
                onClearFilters={() => setFilters({})}
              />
            }
          />
        </>
      )}
    </QueryContent>
  );

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
            <ExportCsvButton
              path="/company/activity/export/"
              params={activityExportParams(asked)}
              fileName="activity.csv"
            />
          </Flex>
          {content}
        </Flex>
      </Card>
    </Flex>
  );
};

export default ActivityPage;
