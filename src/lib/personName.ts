/** A member as the app names them: 'Dana Whitfield'. */
export const personName = ({ first_name, last_name }: { first_name: string; last_name: string }) =>
  `${first_name} ${last_name}`.trim();
