/**
 * 豪宅 on this site: a home for sale at or above its region's 高價住宅 line, the central
 * bank's (中央銀行「對金融機構辦理不動產抵押貸款業務規定」): a total price of 7,000萬 in 台北市,
 * 6,000萬 in 新北市, 4,000萬 elsewhere. The bank uses it to cap such homes' loans; buyers and
 * the press use it for the luxury market.
 */
const LUXURY_LINES_WAN: Readonly<Record<number, number>> = { 1: 7000, 3: 6000 };
const LUXURY_LINE_ELSEWHERE_WAN = 4000;

export const LUXURY_LINE_SOURCE = '中央銀行高價住宅定義（對金融機構辦理不動產抵押貸款業務規定）';

/** The total price (萬) from which a region's homes are 豪宅. */
export function luxuryLineWan(regionId: number): number {
  return LUXURY_LINES_WAN[regionId] ?? LUXURY_LINE_ELSEWHERE_WAN;
}
