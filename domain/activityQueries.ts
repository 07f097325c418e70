import * as yup from 'yup';
import { ACTIVITY_KINDS } from './activity';
import { isoDate, optionalText, pageFields, rangeEnd, wholeNumber } from './listQueries';
import { validChoice } from './validChoice';

/** Events on a page of the company's activity, unless asked otherwise. */
export const ACTIVITY_PAGE_SIZE = 25;

/**
 * The company's activity as the admin's page asks for it, newest first: what one member did, of
 * one kind, on the UTC days from and to (both included).
 */
export const activityListQuerySchema = yup.object({
  ...pageFields(ACTIVITY_PAGE_SIZE),
  /** The member who did it. */
  member: wholeNumber().optional(),
  kind: optionalText().oneOf(ACTIVITY_KINDS, validChoice(ACTIVITY_KINDS)),
  date_from: isoDate(),
  date_to: rangeEnd('date_from'),
});

/** The events the list shows, on every page: its query without the page. */
export const activityExportQuerySchema = activityListQuerySchema.omit(['page', 'page_size']);

export type ActivityListParams = yup.InferType<typeof activityListQuerySchema>;
export type ActivityExportParams = yup.InferType<typeof activityExportQuerySchema>;
