import { rederiveMockCities, writeMockCityRows } from './mockCities';

// npx tsx server/test/drift/writeMockCities.ts
writeMockCityRows(rederiveMockCities());
