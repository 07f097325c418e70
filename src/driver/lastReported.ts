import { isMilestoneCode, type ReportedMilestone } from '@domain/milestones';
import type { LastReported } from './MilestoneAction';

/*
 * The milestone the driver reported last from this phone, kept per link so that the undo
 * survives the page being closed and opened again within its two minutes.
 */

const keyOf = (token: string) => `loadline.driver.last.${token}`;

const isReported = (value: unknown): value is LastReported =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  typeof value.id === 'string' &&
  'at' in value &&
  typeof value.at === 'string' &&
  'code' in value &&
  isMilestoneCode(value.code) &&
  value.code !== 'dispatched';

export const readLastReported = (token: string): LastReported | null => {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(keyOf(token)) ?? 'null');
    return isReported(stored) ? { ...stored, code: stored.code as ReportedMilestone } : null;
  } catch {
    return null;
  }
};

export const storeLastReported = (token: string, reported: LastReported): void => {
  try {
    window.localStorage.setItem(keyOf(token), JSON.stringify(reported));
  } catch {
    // A full storage keeps the undo while the page stays open.
  }
};

export const forgetLastReported = (token: string): void => {
  try {
    window.localStorage.removeItem(keyOf(token));
  } catch {
    // Nothing kept, nothing to forget.
  }
};
