/** The site's own facts: places, app settings, customer service, sitemap pages, health, beacons. */
import { REGION_GROUPS } from '@591/config';
import { type Static, Type } from 'typebox';
import { ApiError, INT32_MAX, IsoTime, Nullable, OneOf, RegionParam, Shape } from './common.ts';
import { Section } from './listings.ts';

const Place = {
  id: Type.Integer(),
  name: Type.String(),
  /** Its centre: where a map of it, or a new listing's pin, starts. */
  lat: Type.Number(),
  lng: Type.Number(),
};

export const District = Shape({ ...Place, regionId: Type.Integer(), zipcode: Type.Integer() });
export type District = Static<typeof District>;

export const RegionGroupKey = Type.Enum(REGION_GROUPS.map((group) => group.key));

/** GET /v1/locations/regions/:id: a region and its districts (cached a day). */
export const RegionWithDistricts = Shape({
  ...Place,
  group: RegionGroupKey,
  districts: Type.Array(District),
});
export type RegionWithDistricts = Static<typeof RegionWithDistricts>;

export const RegionIdParams = Shape({ id: RegionParam });

/** GET /v1/locations/regions: every region, by the header's groups. */
export const RegionGroups = Shape({
  groups: Type.Array(
    Shape({ key: RegionGroupKey, name: Type.String(), regions: Type.Array(RegionWithDistricts) }),
  ),
});
export type RegionGroups = Static<typeof RegionGroups>;

/** `?region=`: one region's places, or every region's without. */
export const ByRegionQuery = Shape({ region: Type.Optional(RegionParam) });

export const MetroStation = Shape({ ...Place, lineId: Type.Integer() });
export type MetroStation = Static<typeof MetroStation>;

/** A metro line with its stations in order. */
export const MetroLine = Shape({
  ...Place,
  regionId: Type.Integer(),
  color: Type.String(),
  stations: Type.Array(MetroStation),
});
export type MetroLine = Static<typeof MetroLine>;

export const MetroLines = Shape({ lines: Type.Array(MetroLine) });

/** A university or a business circle: a named place in a region. */
export const RegionPlace = Shape({ ...Place, regionId: Type.Integer() });
export type University = Static<typeof RegionPlace>;

export const Universities = Shape({ universities: Type.Array(RegionPlace) });

export const BusinessCircles = Shape({
  circles: Type.Array(Shape({ id: Type.Integer(), regionId: Type.Integer(), name: Type.String() })),
});

/** `?device=`: which of the site's layouts asks. */
export const Device = OneOf(['pc', 'touch']);

/** Customer service as the spec states it (section 9). */
export const CustomerService = Shape({
  phone: Shape({ number: Type.String(), hours: Type.String() }),
  email: Shape({ address: Type.String(), reply: Type.String() }),
  onlineChat: Shape({ hours: Type.String() }),
  selfService: Shape({ note: Type.String() }),
});

export const SignatureQuery = Shape({ device: Device });

/** GET /home/sobot/getSignature: the customer-service widget's facts for a device. */
export const ServiceSignature = Shape({
  status: Type.Literal(1),
  data: Shape({ device: Device, ...CustomerService.properties }),
});

/** GET /v1/app/configs: the apps' settings from the spec. */
export const AppConfigs = Shape({
  status: Type.Literal(1),
  data: Shape({
    defaultRegionId: Type.Integer(),
    cookies: Shape({
      oneIdDays: Type.Integer(),
      regionDays: Type.Integer(),
      deviceDays: Type.Integer(),
    }),
    reload: Shape({ guardMs: Type.Integer(), manifestIdleDelayMs: Type.Integer() }),
    push: Shape({
      siblingDomains: Type.Integer(),
      statDelayMaxMs: Type.Integer(),
      tokenRefreshDays: Type.Integer(),
      requireInteraction: Type.Boolean(),
    }),
    errorReporting: Shape({
      tracesSampleRate: Type.Number(),
      errorsSampleRate: Type.Number(),
      replaysSampleRate: Type.Number(),
      maxBreadcrumbs: Type.Integer(),
    }),
    ui: Shape({
      breakpoints: Shape({
        sm: Type.Integer(),
        md: Type.Integer(),
        lg: Type.Integer(),
        xl: Type.Integer(),
      }),
      zIndexBase: Type.Integer(),
      toastMs: Type.Integer(),
      debounceMs: Type.Integer(),
    }),
    promotions: Type.Array(Type.String()),
    customerService: CustomerService,
  }),
});

export const SitemapSection = Section;

/** 10,000 pages of 50,000 is far beyond any catalogue, and keeps the offset a small number. */
export const SitemapQuery = Shape({
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
});

/** GET /v1/sitemap/:section: a page of a section's listings, with what a sitemap entry needs. */
export const SitemapPage = Shape({
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  items: Type.Array(Shape({ id: Type.Integer(), type: Type.Integer(), updatedAt: IsoTime })),
});
export type SitemapPage = Static<typeof SitemapPage>;

/** GET /health: 200 when the database is up, with Redis's state when the instance uses it. */
export const Health = Shape({
  status: Type.Literal('ok'),
  database: Type.Literal('up'),
  redis: Type.Optional(Type.Union([Type.Literal('up'), Type.Literal('down')])),
  uptimeSeconds: Type.Integer(),
});

/** One recommendation group's counts, as JSON text in its form field. */
const GroupCounts = Type.String({ maxLength: 200 });

/** POST /home/detail/recommend/report: the detail page's beacon (multipart form fields). */
export const RecommendReport = Shape({
  type: OneOf([1, 2]),
  post_id: Type.Integer({ minimum: 1, maximum: INT32_MAX }),
  device: Device,
  /** The page's random 21-character id from the device cookie. */
  deviceid: Type.String({ pattern: '^[A-Za-z0-9_-]{21}$' }),
  nearby: GroupCounts,
  similar_price: GroupCounts,
  similar_area: GroupCounts,
});

/** GET /health's answers: up, or 503 when the database is not. */
export const HealthAnswers = { 200: Health, 503: ApiError };

/**
 * GET /v1/data-versions?keys=a,b: the current version of each key an answer named in its
 * `X-Data-Version` header (null: a key the API does not know). The render service asks it to
 * check that a page it kept is still what the data says.
 */
export const DataVersionsQuery = Shape({
  keys: Type.String({ minLength: 1, maxLength: 2_000, pattern: '^[a-z0-9:,-]+$' }),
});
export const DataVersions = Shape({
  versions: Type.Record(Type.String(), Nullable(Type.String())),
});
export type DataVersions = Static<typeof DataVersions>;
