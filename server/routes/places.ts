import Type from 'typebox';
import type { Api, RouteDeps } from './routeTypes';
import { searchCities, searchRegions } from '../services/places';

const SEARCH_TEXT = Type.String({ maxLength: 100 });

export const registerPlaceRoutes = (api: Api, { db }: RouteDeps) => {
  api.get(
    '/shipper/cities',
    { schema: { querystring: Type.Object({ name_prefix: Type.Optional(SEARCH_TEXT) }) } },
    async (request) => ({ results: await searchCities(db, request.query.name_prefix ?? '') }),
  );

  // The search text has had three spellings; all are accepted.
  api.get(
    '/shipper/country-regions',
    {
      schema: {
        querystring: Type.Object({
          search_term: Type.Optional(SEARCH_TEXT),
          namePrefix: Type.Optional(SEARCH_TEXT),
          search_Term: Type.Optional(SEARCH_TEXT),
        }),
      },
    },
    async ({ query }) => ({
      results: await searchRegions(
        db,
        query.search_term ?? query.namePrefix ?? query.search_Term ?? '',
      ),
    }),
  );
};
