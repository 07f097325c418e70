import { useEffect } from 'react';

const PRODUCT = 'Loadline';

/** A page's title as the browser's tab and history show it: the page first, then the product. */
export const pageTitle = (page: string | undefined): string =>
  page ? `${page} · ${PRODUCT}` : PRODUCT;

/**
 * Names the tab after the page on screen. Every page calls it, so the title is always the page's
 * own: the app's, the ops desk's, the driver's and the shared tracking page.
 */
export const usePageTitle = (page: string | undefined): void => {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
};
