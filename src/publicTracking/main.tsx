import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TrackingPage } from './TrackingPage';
import { tokenOf } from './tokenOf';

/*
 * The shared tracking page's own entry, for the shipper's customer on any phone: React and the
 * domain core, and the lane map once the shipment shows. The shipper's app and its libraries are
 * never loaded here.
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
      <TrackingPage token={tokenOf(window.location.pathname)} />
    </StrictMode>,
  );
};

void start();
