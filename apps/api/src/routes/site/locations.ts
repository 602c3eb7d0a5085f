import {
  BusinessCircles,
  ByRegionQuery,
  MetroLines,
  RegionGroups,
  RegionIdParams,
  RegionWithDistricts,
  Universities,
} from '@591/contract';
import { AREA_GROUPS } from '../../domain/regions.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { tellDataVersion } from '../../services/data-versions.ts';

/** Places change only with a new seed: a day in caches is fine. */
const CACHE = 'public, max-age=86400';

export default async function locationRoutes(app: Api, { catalog }: ApiDeps) {
  // The catalogue is read once at start: its answers depend on nothing that changes meanwhile.
  app.addHook('onRequest', async (_request, reply) => tellDataVersion(reply));

  app.get(
    '/v1/locations/regions',
    { schema: { response: { 200: RegionGroups } } },
    async (_request, reply) => {
      reply.header('Cache-Control', CACHE);
      return {
        groups: AREA_GROUPS.map((group) => ({
          key: group.key,
          name: group.name,
          regions: catalog.regions.filter((region) => region.group === group.key),
        })),
      };
    },
  );

  app.get(
    '/v1/locations/regions/:id',
    { schema: { params: RegionIdParams, response: { 200: RegionWithDistricts } } },
    async (request, reply) => {
      const region = catalog.regionById.get(request.params.id);
      if (!region) throw new HttpError(404, `Region ${request.params.id} does not exist`);
      reply.header('Cache-Control', CACHE);
      return region;
    },
  );

  app.get(
    '/v1/locations/metro-lines',
    { schema: { querystring: ByRegionQuery, response: { 200: MetroLines } } },
    async (request, reply) => {
      const { region } = request.query;
      reply.header('Cache-Control', CACHE);
      return {
        lines: catalog.lines.filter((line) => region === undefined || line.regionId === region),
      };
    },
  );

  app.get(
    '/v1/locations/business-circles',
    { schema: { querystring: ByRegionQuery, response: { 200: BusinessCircles } } },
    async (request, reply) => {
      const { region } = request.query;
      reply.header('Cache-Control', CACHE);
      return {
        circles: catalog.circles
          .filter((circle) => region === undefined || circle.regionId === region)
          .map(({ id, regionId, name }) => ({ id, regionId, name })),
      };
    },
  );

  app.get(
    '/v1/locations/universities',
    { schema: { querystring: ByRegionQuery, response: { 200: Universities } } },
    async (request, reply) => {
      const { region } = request.query;
      reply.header('Cache-Control', CACHE);
      return {
        universities: catalog.universities.filter(
          (university) => region === undefined || university.regionId === region,
        ),
      };
    },
  );
}
