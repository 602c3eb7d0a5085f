import { formatThousands, LUXURY_LINE_SOURCE, luxuryLineWan } from '@591/config';

/** What 豪宅 means here, for the region shown: the line and whose it is. */
export function LuxuryLineNote({ regionId, regionName }: { regionId: number; regionName: string }) {
  return (
    <p className="luxury__line" data-testid="luxury-line">
      本站豪宅：{regionName}總價 {formatThousands(luxuryLineWan(regionId))} 萬以上的出售物件（依
      {LUXURY_LINE_SOURCE}：台北市7,000萬、新北市6,000萬、其他縣市4,000萬）。
    </p>
  );
}
