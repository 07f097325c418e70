/**
 * Keys for the cards of a list that changed: a shipment that stays keeps its card's key, and a
 * shipment new to the list takes the key of one that left. React then draws another shipment into
 * a card already on the screen instead of taking one card down and building another; building
 * one costs antd its styles again whenever no card of that kind was left standing.
 */
export const recycleCardKeys = (
  previous: ReadonlyMap<number, number>,
  ids: readonly number[],
): Map<number, number> => {
  const next = new Map<number, number>();
  for (const id of ids) {
    const key = previous.get(id);
    if (key !== undefined) next.set(id, key);
  }
  const taken = new Set(next.values());
  const freed = [...previous.values()].filter((key) => !taken.has(key));
  let unused = Math.max(-1, ...previous.values()) + 1;
  for (const id of ids) {
    if (next.has(id)) continue;
    const key = freed.shift() ?? unused++;
    next.set(id, key);
  }
  return next;
};
