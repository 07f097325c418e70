import Type from 'typebox';
import { SEARCH_RESULTS_LIMIT } from '@domain/constants';
import { CitySchema, listOf, RegionSchema } from '@domain/responseSchemas';
import { parseStoredId } from '@domain/storedId';
import { TrackingStopSchema } from '@domain/trackingResponseSchemas';
import { notFound } from '../http/httpError';
import { answers, PUBLIC } from '../openapi/answers';
import type { Api, RouteDeps } from './routeTypes';
import { placeCity, searchCities, searchRegions } from '../services/places';

const SEARCH_TEXT = Type.String({ maxLength: 100, description: 'The start of a name.' });

const tags = ['places'];

export const registerPlaceRoutes = (api: Api, { db }: RouteDeps) => {
  api.get(
    '/shipper/cities',
    {
      schema: {
        summary: 'Find cities',
        security: PUBLIC,
        description: 'Cities whose name starts with the text, the likeliest first.',
        tags,
        querystring: Type.Object({ name_prefix: Type.Optional(SEARCH_TEXT) }),
        response: answers({ 200: listOf(CitySchema, { maxItems: SEARCH_RESULTS_LIMIT }) }, [400]),
      },
    },
    async (request) => ({ results: await searchCities(db, request.query.name_prefix ?? '') }),
  );

  api.get(
    '/shipper/cities/:id/',
    {
      schema: {
        summary: 'Place a city',
        security: PUBLIC,
        description:
          'A city with where it is and the time zone of its clocks: the stops of a lane on ' +
          'its map, before anything is booked. An id that names no city is a 404.',
        tags,
        params: Type.Object({ id: Type.String({ description: "The city's id." }) }),
        response: answers({ 200: TrackingStopSchema }, [404]),
      },
    },
    async (request) => {
      const id = parseStoredId(request.params.id);
      const place = id === null ? null : await placeCity(db, id);
      if (!place) throw notFound();
      return place;
    },
  );

  // The search text has had three spellings; all are accepted.
  api.get(
    '/shipper/country-regions',
    {
      schema: {
        summary: 'Find regions',
        security: PUBLIC,
        description:
          'States and provinces whose name starts with the text: a company location. The ' +
          'text may come as search_term, namePrefix or search_Term.',
        tags,
        querystring: Type.Object({
          search_term: Type.Optional(SEARCH_TEXT),
          namePrefix: Type.Optional(SEARCH_TEXT),
          search_Term: Type.Optional(SEARCH_TEXT),
        }),
        response: answers({ 200: listOf(RegionSchema, { maxItems: SEARCH_RESULTS_LIMIT }) }, [400]),
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
