/**
 * How many a list holds, all told, as its status line says it: "6 events in all", "1 invoice
 * matches these filters". The count is the server's, of every page.
 */
export const listCount = (
  count: number,
  noun: { one: string; many: string },
  filtered: boolean,
): string => {
  const things = `${count.toLocaleString('en-US')} ${count === 1 ? noun.one : noun.many}`;
  if (!filtered) return `${things} in all`;
  return `${things} ${count === 1 ? 'matches' : 'match'} these filters`;
};
