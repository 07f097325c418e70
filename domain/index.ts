export * from './constants';
export * from './countries';
export * from './messages';
export * from './schemas';
export type * from './types';
