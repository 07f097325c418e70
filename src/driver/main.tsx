import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DriverPage } from './DriverPage';
import { tokenOf } from './tokenOf';

/*
 * The driver's own entry: a page for a phone in a cab, with React and the domain core only, so it
 * loads fast on a weak network. The shipper's app and its libraries are never loaded here.
 */
const start = async () => {
  if (process.env.MOCK_API) {
    const { worker } = await import('../../mocks/browser');
    await worker.start({ onUnhandledRequest: 'bypass' });
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <DriverPage token={tokenOf(window.location.pathname)} />
    </StrictMode>,
  );
};

void start();
