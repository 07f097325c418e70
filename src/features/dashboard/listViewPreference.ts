import type { ListView } from './dashboardQuery';

const KEY = 'loadline:dashboard-view';

/** The view the shipper chose last on this computer; the cards of the specification at first. */
export const rememberedView = (): ListView => {
  try {
    return localStorage.getItem(KEY) === 'table' ? 'table' : 'cards';
  } catch {
    // Storage can be refused (private windows, policies): the cards are shown then.
    return 'cards';
  }
};

export const rememberView = (view: ListView): void => {
  try {
    localStorage.setItem(KEY, view);
  } catch {
    // Not remembered: the address still holds the view for this visit.
  }
};
