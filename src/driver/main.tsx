import { mountLightPage } from '../lightEntry/mountLightPage';
import { DriverPage } from './DriverPage';

/*
 * The driver's own entry: a page for a phone in a cab, with React and the domain core only, so it
 * loads fast on a weak network. The shipper's app and its libraries are never loaded here.
 */
mountLightPage('d', (token) => <DriverPage token={token} />);
