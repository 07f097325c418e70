import { rederiveMockCities, writeMockCityRows } from './mockCities';

// Run with tsx after the city data set changes, or after adding a row to mocks/data/cities.json
// to pick one more city: every row is taken again from the server's data.
writeMockCityRows(rederiveMockCities());
