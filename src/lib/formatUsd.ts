const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $1,234.50 from a number or a decimal string. */
export const formatUsd = (amount: number | string): string => usd.format(Number(amount));
