// The list is the domain's, so that the mocks serve the same regions under the same ids.
export { REGIONS } from '@domain/regions';
export type { RegionRow } from '@domain/regions';
