/** Amounts travel as decimal strings with two places and are computed in integer cents. */
export const centsToMoney = (cents: number): string => {
  if (!Number.isInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** The longest amount centsToMoney writes of cents that JavaScript counts exactly. */
export const MONEY_MAX_LENGTH = centsToMoney(-Number.MAX_SAFE_INTEGER).length;

export const moneyToCents = (money: string): number => {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(money.trim());
  if (!match) throw new Error(`Not a money amount: ${money}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
};
