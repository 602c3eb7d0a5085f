import type { ListingDetail } from '@591/api-client';
import type { Fact } from '@591/ui';
import type { LandFacts } from '../search/land-types.ts';

const metres = (value: number | null | undefined) =>
  value === null || value === undefined ? null : `${value}米`;

/** 面寬 9.6米／縱深 42.1米, or whichever of the two the poster gave. */
function shapeText(land: LandFacts): string | null {
  const parts = [
    land.frontage ? `面寬${metres(land.frontage)}` : null,
    land.depth ? `縱深${metres(land.depth)}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('／') : null;
}

/** The lot: zone and category, area, the road, its shape, 地號, nuisances and any auction round. */
export function landFacts(listing: ListingDetail, land: LandFacts | undefined): Fact[] {
  return [
    ['使用分區', land?.zoning],
    ['用地類別', land?.landCategory],
    ['地坪', `${listing.area}坪`],
    ['臨路路寬', metres(land?.roadWidth)],
    ['面寬/縱深', land && shapeText(land)],
    ['地號', land?.lotNumber],
    // Nuisances, where looked for, are always answered: none is worth saying.
    ['嫌惡設施', land?.nuisances && (land.nuisances.length > 0 ? land.nuisances.join('、') : '無')],
    ['法拍', land?.foreclosure ? `第${land.foreclosure.round}拍` : null],
  ];
}

/** What the price box shows under a sale's total. */
export function unitPriceFacts(listing: ListingDetail): Fact[] {
  return [['單價', listing.unitPrice === null ? null : `${listing.unitPrice}萬/坪`]];
}
