import type { NewBuildDetail } from '@591/api-client';
import { buildTypeName, totalPriceText, unitPriceText } from '@591/config';
import type { RouteObject } from '@591/react-router';
import type { RouteHandle } from '@591/router';
import type { LandingData, ProjectListData } from '../projects/project-data.ts';
import { searchTitle } from '../projects/project-search.ts';

const SITE = '591房屋交易網';

const listHead = (data: unknown) => {
  const { search, region } = data as ProjectListData;
  const district = region.districts.find((candidate) => candidate.id === search.sectionId);
  const place = `${region.name}${district?.name ?? ''}`;
  const title = searchTitle(search, place);
  return {
    title: `${title} - 591新建案 - ${SITE}`,
    description: `${title}：建案價格、格局、公設比、建設公司與接待中心，依最新公開、單價或總價排序。`,
  };
};

const builderPage = (path: string, title: string, description: string, page: RouteObject['lazy']) =>
  ({
    path,
    handle: {
      pageType: 'newhouse',
      channel: 'newhouse',
      prerender: true,
      head: () => ({ title: `${title} - 591新建案 - ${SITE}`, description }),
    } satisfies RouteHandle,
    loader: () => null,
    lazy: page,
  }) satisfies RouteObject;

/** Every page of newhouse.<domain> (新建案): the lists and projects from the API, per request. */
export const routes: RouteObject[] = [
  {
    path: '/',
    handle: {
      pageType: 'newhouse',
      channel: 'newhouse',
      head: (data) => {
        const { region } = data as LandingData;
        return {
          title: `${region.name}新建案 - 預售屋、新成屋、捷運宅 - ${SITE}`,
          description: `${region.name}的新建案：最新公開銷售、捷運宅、預售屋與新成屋，建案價格與接待中心資訊。`,
        };
      },
    } satisfies RouteHandle,
    loader: async ({ request }) =>
      (await import('../projects/project-data.ts')).loadLanding(new URL(request.url).searchParams),
    lazy: () => import('../pages/landing-page.tsx'),
  },
  {
    path: '/list',
    handle: { pageType: 'newhouse', channel: 'newhouse', head: listHead } satisfies RouteHandle,
    loader: async ({ request }) =>
      (await import('../projects/project-data.ts')).loadProjectList(
        new URL(request.url).searchParams,
      ),
    lazy: () => import('../pages/list-page.tsx'),
  },
  {
    path: '/vr',
    handle: { pageType: 'newhouse', channel: 'newhouse', head: listHead } satisfies RouteHandle,
    loader: async ({ request }) =>
      (await import('../projects/project-data.ts')).loadProjectList(
        new URL(request.url).searchParams,
        { vr: true },
      ),
    lazy: () => import('../pages/list-page.tsx'),
  },
  builderPage(
    '/post',
    '免費刊登建案',
    '建設公司與代銷公司免費刊登建案：需要準備的資料與刊登流程。',
    () => import('../pages/post-page.tsx'),
  ),
  builderPage(
    '/sales-tips',
    '銷售秘笈',
    '讓買方找到並信任你的建案：價格、格局圖、公設比、交通與最新動態的寫法。',
    () => import('../pages/sales-tips-page.tsx'),
  ),
  builderPage(
    '/rank-plan',
    '列表排名方案',
    '新建案列表的排序規則與置頂方案價格。',
    () => import('../pages/rank-plan-page.tsx'),
  ),
  {
    path: '/:id',
    handle: {
      pageType: 'newhouse',
      channel: 'newhouse',
      head: (data) => {
        const project = data as NewBuildDetail;
        const place = `${project.regionName}${project.address}`;
        return {
          title: `${project.name} - ${place} - ${buildTypeName(project.buildType)} - ${SITE}`,
          description: `${project.name}（${project.builder}）：${unitPriceText(project.unitPrice)}，總價${totalPriceText(project.totalPrice)}，${project.households}戶，公設比${project.publicRatio}%，接待中心${project.office.address}。`,
          // schema.org gives a place no builder: the builder is its own Organization beside
          // the complex, and named on it as the 投資建設 it is.
          structuredData: {
            '@context': 'https://schema.org',
            '@graph': [
              {
                '@type': 'ApartmentComplex',
                name: project.name,
                address: {
                  '@type': 'PostalAddress',
                  addressCountry: 'TW',
                  addressRegion: project.regionName,
                  addressLocality: project.districtName,
                  streetAddress: project.address.replace(project.districtName, ''),
                },
                geo: { '@type': 'GeoCoordinates', latitude: project.lat, longitude: project.lng },
                numberOfAccommodationUnits: project.households,
                photo: project.cover.src,
                telephone: project.office.phone,
                additionalProperty: [
                  { '@type': 'PropertyValue', name: '投資建設', value: project.builder },
                  {
                    '@type': 'PropertyValue',
                    name: '公設比',
                    value: project.publicRatio,
                    unitText: '%',
                  },
                ],
              },
              { '@type': 'Organization', name: project.builder },
            ],
          },
        };
      },
    } satisfies RouteHandle,
    loader: async ({ params }) =>
      (await import('../projects/project-data.ts')).loadProject(params.id),
    // Switching albums changes only the search: the project need not be asked again.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: () => import('../pages/project-page.tsx'),
  },
];
