/**
 * The settings pages of a signed-in member, reached from the user menu: named apart from
 * paths.ts, which the first pages load, since only the signed-in shell links to them.
 */
export const settingsPaths = {
  team: '/settings/team',
  notifications: '/settings/notifications',
  activity: '/settings/activity',
  facilities: '/settings/facilities',
} as const;
