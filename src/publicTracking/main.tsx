import { mountLightPage } from '../lightEntry/mountLightPage';
import { TrackingPage } from './TrackingPage';

/*
 * The shared tracking page's own entry, for the shipper's customer on any phone: React and the
 * domain core, and the lane map once the shipment shows. The shipper's app and its libraries are
 * never loaded here.
 */
mountLightPage('t', (token) => <TrackingPage token={token} />);
