import { monthDay, VISIT_PARTS_OF_DAY, type VisitPartOfDay } from '@591/config';
import type { Visit } from '@591/contract';
import type { newBuildVisits } from '../db/schema/index.ts';

export type VisitRow = typeof newBuildVisits.$inferSelect;

export function toVisit(row: VisitRow, projectName: string): Visit {
  return {
    id: row.id,
    newBuildId: row.newBuildId,
    projectName,
    name: row.name,
    mobile: row.mobile,
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
