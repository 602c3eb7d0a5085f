import type { NewBuildDetail } from '@591/api-client';
import { buildTypeName, totalPriceText, unitPriceText } from '@591/config';
import type { PageHead } from '@591/router';
import { placeName } from '@591/ui';
import type { LandingData, ProjectListData } from './project-data.ts';
import { searchTitle } from './project-search.ts';

const SITE = '591房屋交易網';

export function landingHead({ region }: LandingData): PageHead {
  return {
    title: `${region.name}新建案 - 預售屋、新成屋、捷運宅 - ${SITE}`,
    description: `${region.name}的新建案：最新公開銷售、捷運宅、預售屋與新成屋，建案價格與接待中心資訊。`,
  };
}

export function projectListHead(data: ProjectListData): PageHead {
  const title = searchTitle(data.search, placeName(data));
  return {
    title: `${title} - 591新建案 - ${SITE}`,
    description: `${title}：建案價格、格局、公設比、建設公司與接待中心，依最新公開、單價或總價排序。`,
  };
}

/** The builders' pages: each of the same words, as they hold no data. */
export function builderPageHead(title: string, description: string): () => PageHead {
  return () => ({ title: `${title} - 591新建案 - ${SITE}`, description });
}

export function projectHead(project: NewBuildDetail): PageHead {
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
}
