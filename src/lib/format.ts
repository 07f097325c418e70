import dayjs from 'dayjs';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $1,234.50 from a number or a decimal string. */
export const formatUsd = (amount: number | string): string => usd.format(Number(amount));

/** 'Nov 21, 2026' from a date or a timestamp. */
export const formatDate = (date: string): string => dayjs(date).format('MMM D, YYYY');
