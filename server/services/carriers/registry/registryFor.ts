import type { CarrierRegistry } from './carrierCheck';
import { createFmcsaRegistry } from './fmcsaRegistry';
import { createTestRegistry } from './testRegistry';

export type RegistryConfig = { fmcsaWebKey?: string | null; fmcsaBaseUrl?: string | null };

/** FMCSA when a web key is configured (FMCSA_WEB_KEY), otherwise the built-in test registry. */
export const registryFor = ({ fmcsaWebKey, fmcsaBaseUrl }: RegistryConfig): CarrierRegistry =>
  fmcsaWebKey
    ? createFmcsaRegistry({ webKey: fmcsaWebKey, baseUrl: fmcsaBaseUrl ?? undefined })
    : createTestRegistry();
