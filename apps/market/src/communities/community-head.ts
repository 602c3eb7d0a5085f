import type { CommunityDetail } from '@591/api-client';
import type { PageHead } from '@591/router';
import { placeName } from '@591/ui';
import type { CommunityDealsData, CommunityListData } from './community-data.ts';

export function communityListHead(data: CommunityListData): PageHead {
  const place = placeName(data);
  return {
    title: `${place}社區 - 找社區 - 591房屋交易網`,
    description: `${place}的社區：屋齡、戶數、管理費，社區內出售與出租中的物件及同路段的實價登錄。`,
  };
}

export function communityDealsHead({ community }: CommunityDealsData): PageHead {
  return {
    title: `${community.name}實價登錄 - 找社區 - 591房屋交易網`,
    description: `${community.name}（${community.regionName}${community.address}）門牌內登錄的買賣成交，共${community.dealCount}筆。`,
  };
}

export function communityHead(community: CommunityDetail): PageHead {
  const address = `${community.regionName}${community.address}`;
  return {
    title: `${community.name} - ${address} - 找社區 - 591房屋交易網`,
    description: `${community.name}（${address}）：屋齡${community.age}年、${community.households}戶，出售${community.saleCount}筆、出租${community.rentCount}筆，同路段實價登錄。`,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'ApartmentComplex',
      name: community.name,
      address: {
        '@type': 'PostalAddress',
        addressCountry: 'TW',
        addressRegion: community.regionName,
        addressLocality: community.districtName,
        streetAddress: community.road,
      },
      geo: { '@type': 'GeoCoordinates', latitude: community.lat, longitude: community.lng },
      numberOfAccommodationUnits: community.households,
    },
  };
}
