import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The link's token from the page's path, /{prefix}/{token}: the driver's /d/, the shared
 * tracking page's /t/; empty when there is none, or when it cannot be read.
 */
export const tokenOf = (prefix: string, pathname: string): string => {
  const [, segment = ''] = new RegExp(`^/${prefix}/([^/]*)`).exec(pathname) ?? [];
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
};

/**
 * Starts a page of its own opened by a link's token (the driver's, the shared tracking page):
 * React and the domain core only.
 */
export const mountLightPage = (prefix: string, page: (token: string) => ReactNode) => {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>{page(tokenOf(prefix, window.location.pathname))}</StrictMode>,
  );
};
