import {
  customerServiceFor,
  listingKindName,
  listingTypeName,
  SECTION_IDS,
  sectionRules,
} from '@591/config';
import {
  AppConfigs,
  FiltersQuery,
  ListingFilters,
  ServiceSignature,
  SignatureQuery,
} from '@591/contract';
import { BUILDING_TYPES, FEATURES, LABELS, POSTER_ROLES } from '../../domain/attributes.ts';
import { BUSINESS_FLOORS } from '../../domain/business-floors.ts';
import {
  AGE_BANDS,
  FRONTAGE_BANDS,
  listBands,
  ROAD_WIDTH_BANDS,
  ROOM_OPTIONS,
} from '../../domain/filter-options.ts';
import { LAND_SPECIALS, LAND_ZONES } from '../../domain/land-zones.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { tellDataVersion } from '../../services/data-versions.ts';

export default async function siteInfoRoutes(app: Api, { site }: ApiDeps) {
  // Settings and filter options are the code's own: nothing here changes while the API runs.
  app.addHook('onRequest', async (_request, reply) => tellDataVersion(reply));

  app.get(
    '/home/sobot/getSignature',
    { schema: { querystring: SignatureQuery, response: { 200: ServiceSignature } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, max-age=300');
      return {
        status: 1 as const,
        data: { device: request.query.device, ...customerServiceFor(site.site.domain) },
      };
    },
  );

  app.get(
    '/v1/app/configs',
    { schema: { response: { 200: AppConfigs } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return {
        status: 1 as const,
        data: {
          defaultRegionId: 1,
          cookies: { oneIdDays: 365, regionDays: 365, deviceDays: 365 },
          reload: { guardMs: 10_000, manifestIdleDelayMs: 1000 },
          push: {
            siblingDomains: 7,
            statDelayMaxMs: 2000,
            tokenRefreshDays: 7,
            requireInteraction: true,
          },
          errorReporting: {
            tracesSampleRate: 0.01,
            errorsSampleRate: 0.01,
            replaysSampleRate: 0,
            maxBreadcrumbs: 20,
          },
          ui: {
            breakpoints: { sm: 460, md: 850, lg: 1200, xl: 1920 },
            zIndexBase: 2000,
            toastMs: 3000,
            debounceMs: 300,
          },
          promotions: ['超過10萬人已索取裝修報價', '出售刊登每筆240元起', '出租最快3天租出'],
          customerService: customerServiceFor(site.site.domain),
        },
      };
    },
  );

  for (const section of SECTION_IDS) {
    const rules = sectionRules(section);
    app.get(
      `/v1/${section}/filters`,
      { schema: { querystring: FiltersQuery, response: { 200: ListingFilters } } },
      async (request, reply) => {
        const { region, kind } = request.query;
        const type = request.query.type ?? rules.types[0]!;
        if (!rules.types.includes(type)) {
          throw new HttpError(
            400,
            `querystring/type must be ${rules.types.join(' or ')} in ${section}`,
          );
        }
        if (kind !== undefined && !rules.kinds.includes(kind)) {
          throw new HttpError(
            400,
            `querystring/kind must be one of ${rules.kinds.join(', ')} in ${section}`,
          );
        }
        reply.header('Cache-Control', 'public, max-age=3600');
        return {
          types: rules.types.map((id) => ({ id, name: listingTypeName(id) ?? '' })),
          kinds: rules.kinds.map((id) => ({ id, name: listingKindName(id) ?? '' })),
          // The type is one of 1, 2 and 6: the schema's enum and the section's rules say so.
          ...listBands(section, type as 1 | 2 | 6, kind, region),
          houseage: AGE_BANDS,
          rooms: ROOM_OPTIONS,
          buildingTypes: Object.entries(BUILDING_TYPES).map(([id, name]) => ({
            id: Number(id),
            name,
          })),
          features: [{ code: 'new', name: '新上架' }, ...FEATURES],
          labels: section === 'sale' ? LABELS.map(({ id, name }) => ({ id, name })) : [],
          posterRoles: Object.entries(POSTER_ROLES).map(([id, name]) => ({ id: Number(id), name })),
          // Section-only choices are empty elsewhere, as labels are, so every answer has one shape.
          zones: section === 'land' ? LAND_ZONES : [],
          roadWidths: section === 'land' ? ROAD_WIDTH_BANDS : [],
          specials: section === 'land' ? LAND_SPECIALS : [],
          floors: section === 'business' ? BUSINESS_FLOORS : [],
          frontages: section === 'business' ? FRONTAGE_BANDS : [],
          orders: [
            { id: 'posttime', name: '最新刊登' },
            { id: 'money', name: '價格' },
            { id: 'area', name: '坪數' },
            ...(section === 'rent' ? [] : [{ id: 'unitprice', name: '單價' }]),
            ...(section === 'sale' ? [{ id: 'market', name: '開價低於行情' }] : []),
          ],
        };
      },
    );
  }
}
