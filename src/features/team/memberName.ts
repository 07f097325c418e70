import type { Person } from '@domain/types';

/** A member as the team page names them: 'Sam Hill'. */
export const memberName = ({ first_name, last_name }: Person): string =>
  `${first_name} ${last_name}`;
