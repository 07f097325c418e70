import type { ActivityKind } from '@domain/activity';
import { ACTIVITY_KINDS } from '@domain/activity';
import type { IsoDate } from '@domain/types';
import { dayRangeIn, pageIn } from '../../lib/addressValues';

/**
 * What the activity page shows, as its address holds it, so that a view can be bookmarked, sent
 * and come back with Back. The names are the API's own; a value that cannot be read is taken as
 * none, never refused.
 */
export type ActivityView = {
  page: number;
  member?: number;
  kind?: ActivityKind;
  date_from?: IsoDate;
  date_to?: IsoDate;
};

export type ActivityFilters = Omit<ActivityView, 'page'>;

const ID = /^[1-9]\d{0,8}$/;

export const isActivityKind = (value: unknown): value is ActivityKind =>
  ACTIVITY_KINDS.some((kind) => kind === value);

export const readActivityView = (params: URLSearchParams): ActivityView => {
  const member = params.get('member') ?? '';
  const kind = params.get('kind');
  const { from, to } = dayRangeIn(params.get('date_from'), params.get('date_to'));
  return {
    page: pageIn(params.get('page')),
    ...(ID.test(member) ? { member: Number(member) } : {}),
    ...(isActivityKind(kind) ? { kind } : {}),
    ...(from ? { date_from: from } : {}),
    ...(to ? { date_to: to } : {}),
  };
};

export const activitySearchParams = (view: ActivityView): URLSearchParams => {
  const params = new URLSearchParams();
  if (view.member !== undefined) params.set('member', String(view.member));
  if (view.kind) params.set('kind', view.kind);
  if (view.date_from) params.set('date_from', view.date_from);
  if (view.date_to) params.set('date_to', view.date_to);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
};

export const isFiltered = ({ member, kind, date_from, date_to }: ActivityView): boolean =>
  member !== undefined || Boolean(kind ?? date_from ?? date_to);

/** The export's parameters: every event the list matches, not one page. */
export const activityExportParams = (view: ActivityView): Record<string, string> =>
  Object.fromEntries(activitySearchParams({ ...view, page: 1 }));
