import type { NewBuildDraftFields } from '@591/contract';

/**
 * A presale project with everything publishing asks for, in 台北市中正區 (region 1, district
 * 1), near 台北車站; its name is the caller's, so each test finds its own.
 */
export const completeProject = (name: string): NewBuildDraftFields => ({
  name,
  builder: '測試建設',
  constructorName: '測試營造',
  salesAgent: '測試廣告',
  architect: '測試建築師事務所',
  regionId: 1,
  districtId: 1,
  address: '測試路一段',
  lat: 25.0465,
  lng: 121.5168,
  buildType: 1,
  purpose: 'home',
  shape: 'tower',
  unitPriceMin: 95,
  unitPriceMax: 120,
  totalPriceMin: 2800,
  totalPriceMax: 5600,
  areaMin: 25,
  areaMax: 48,
  rooms: [3, 2],
  households: 168,
  buildings: 2,
  floorsAbove: 24,
  floorsBelow: 5,
  siteArea: 820.5,
  coverageRatio: 45,
  publicRatio: 33.5,
  parkingPlan: '坡道平面',
  parkingCount: 180,
  managementFee: 120,
  completion: '2029-06',
  permitNumber: '114建字第0123號',
  tags: ['近捷運', '制震宅'],
  officeAddress: '測試路一段100號',
  officeHours: '10:00-21:00',
  officePhone: '0800-123-456',
});
