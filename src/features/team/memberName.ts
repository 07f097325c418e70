import type { Person } from '@domain/companySchemas';

/** A member as the team page names them: 'Sam Hill'. */
export const memberName = ({ first_name, last_name }: Person): string =>
  `${first_name} ${last_name}`;
