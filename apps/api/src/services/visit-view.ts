import { monthDay, VISIT_PARTS_OF_DAY, type VisitPartOfDay } from '@591/config';
import type { Visit } from '@591/contract';
import type { newBuildVisits } from '../db/schema/index.ts';
import { maskMobile } from './professionals/professional-view.ts';

export type VisitRow = typeof newBuildVisits.$inferSelect;

/**
 * A visit as its visitor or its builder sees it: a builder not yet approved (專業認證) sees
 * the visitor's name with the mobile masked (`maskMobile`).
 */
export function toVisit(
  row: VisitRow,
  projectName: string,
  { maskMobile: masked = false }: { maskMobile?: boolean } = {},
): Visit {
  return {
    id: row.id,
    newBuildId: row.newBuildId,
    projectName,
    name: row.name,
    mobile: masked ? maskMobile(row.mobile) : row.mobile,
    date: row.date,
    partOfDay: row.partOfDay,
    rooms: row.rooms,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The visitor's confirmation by SMS. */
export function visitText(projectName: string, date: string, partOfDay: VisitPartOfDay): string {
  const part = VISIT_PARTS_OF_DAY.find((each) => each.id === partOfDay)?.name ?? '';
  return `【591房屋交易網】已收到您預約 ${projectName} ${monthDay(date)} ${part} 賞屋，接待中心將與您聯絡。`;
}
