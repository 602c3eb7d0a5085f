import type { Database } from '../db/client.ts';
import { alerts, newBuildVisits } from '../db/schema/index.ts';
import type { VisitFields } from './visit-form.ts';

/**
 * Books a visit to a project. The builder is told of a new booking; a member who booked, of
 * their own (once, should the builder book their own project).
 */
export function bookVisit(
  db: Database,
  project: { id: number; ownerMemberId: number | null },
  memberId: number | null,
  fields: VisitFields,
) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newBuildVisits)
      .values({ newBuildId: project.id, memberId, ...fields })
      .returning();
    const told = [...new Set([project.ownerMemberId, memberId])].filter(
      (id): id is number => id !== null,
    );
    if (told.length > 0) {
      await tx
        .insert(alerts)
        .values(told.map((id) => ({ memberId: id, kind: 'visit' as const, visitId: created!.id })));
    }
    return created!;
  });
}
