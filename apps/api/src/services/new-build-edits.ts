import type { NewBuildDraftFields } from '@591/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newBuildDrafts, newBuilds } from '../db/schema/index.ts';
import { HttpError } from '../lib/http-errors.ts';
import { NEW_BUILD_NOT_FOUND } from '../lib/not-found-messages.ts';
import type { LocationCatalog } from './location-catalog.ts';
import type { NewBuildDraftRow } from './new-build-drafts.ts';

export type NewBuildRow = typeof newBuilds.$inferSelect;

/** One of the member's own projects; anyone else's is as absent as a missing one (404). */
export async function ownNewBuild(
  db: Database,
  memberId: number,
  id: number,
): Promise<NewBuildRow> {
  const [row] = await db
    .select()
    .from(newBuilds)
    .where(and(eq(newBuilds.id, id), eq(newBuilds.ownerMemberId, memberId)));
  if (!row) throw new HttpError(404, NEW_BUILD_NOT_FOUND);
  return row;
}

const orUndefined = <T>(value: T | null) => value ?? undefined;

/**
 * The posting form's fields of a project as it stands, so 修改 opens the form filled in: the
 * project's own columns, read back (the road without its district, as the form asks it).
 */
export function fieldsOfProject(
  project: NewBuildRow,
  catalog: LocationCatalog,
): NewBuildDraftFields {
  const district = catalog.districtById.get(project.districtId);
  const road =
    district && project.address.startsWith(district.name)
      ? project.address.slice(district.name.length)
      : project.address;
  return {
    name: project.name,
    builder: project.builder,
    constructorName: project.constructorName,
    salesAgent: project.salesAgent,
    architect: project.architect,
    regionId: project.regionId,
    districtId: project.districtId,
    address: road,
    lat: project.lat,
    lng: project.lng,
    // A project still 待確認 is asked again, as a new one would be.
    buildType: project.buildType === 3 ? undefined : project.buildType,
    purpose: project.purpose,
    shape: project.shape,
    priceUndecided: project.unitPriceMin === null,
    unitPriceMin: orUndefined(project.unitPriceMin),
    unitPriceMax: orUndefined(project.unitPriceMax),
    totalPriceMin: orUndefined(project.totalPriceMin),
    totalPriceMax: orUndefined(project.totalPriceMax),
    areaMin: project.areaMin,
    areaMax: project.areaMax,
    rooms: project.rooms,
    households: project.households,
    buildings: project.buildings,
    floorsAbove: project.floorsAbove,
    floorsBelow: project.floorsBelow,
    siteArea: project.siteArea,
    coverageRatio: project.coverageRatio,
    publicRatio: project.publicRatio,
    parkingPlan: project.parkingPlan,
    parkingCount: project.parkingCount,
    managementFee: project.managementFee,
    completion: project.completion,
    permitNumber: project.permitNumber,
    tags: project.tags,
    officeAddress: project.officeAddress,
    officeHours: project.officeHours,
    officePhone: project.officePhone,
  };
}

/**
 * 修改 of one of the member's projects: a draft that starts from the project as it stands, or
 * the edit draft already open (pressed twice at once, both get the one draft: the unique
 * index lets only one row in). `created` tells which.
 */
export async function startProjectEdit(
  db: Database,
  catalog: LocationCatalog,
  memberId: number,
  id: number,
): Promise<{ draft: NewBuildDraftRow; created: boolean }> {
  const project = await ownNewBuild(db, memberId, id);
  const [created] = await db
    .insert(newBuildDrafts)
    .values({ memberId, newBuildId: project.id, fields: fieldsOfProject(project, catalog) })
    .onConflictDoNothing({
      target: newBuildDrafts.newBuildId,
      where: sql`${newBuildDrafts.newBuildId} is not null`,
    })
    .returning();
  if (created) return { draft: created, created: true };
  const [open] = await db
    .select()
    .from(newBuildDrafts)
    .where(eq(newBuildDrafts.newBuildId, project.id));
  return { draft: open!, created: false };
}
