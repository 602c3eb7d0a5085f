import { REAL_PRICE_BUILDING_TYPES } from '@591/config';
import {
  EntrustAccepted,
  EntrustBody,
  EntrustCreated,
  EntrustOfferPage,
  EntrustOfferParams,
  OwnEntrustPage,
  PageQuery,
} from '@591/contract';
import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { entrustOffers, entrustRequests } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { pagedAnswer } from '../../lib/paged-answer.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { districtBrokers } from '../../services/brokers.ts';
import { acceptedBrokers } from '../../services/entrust-brokers.ts';
import { entrustFields, roadOf } from '../../services/entrust-form.ts';
import { acceptEntrustOffer, type EntrustRow, openEntrust } from '../../services/entrust-offers.ts';
import { isApprovedAs } from '../../services/professionals/professionals.ts';

export const NOT_APPROVED_BROKER = '經紀人專業認證通過後，才能接受屋主委託';

/** 屋主委託: owners' requests, offered to the brokers of the home's district, who accept them. */
export default async function entrustRoutes(app: Api, { db, catalog }: ApiDeps) {
  /** What every reader of a request sees of the home. */
  const homeOf = (row: EntrustRow) => {
    const district = catalog.districtById.get(row.districtId);
    return {
      id: row.id,
      purpose: row.purpose,
      regionName: catalog.regionById.get(row.regionId)?.name ?? '',
      districtName: district?.name ?? '',
      homeType: REAL_PRICE_BUILDING_TYPES.find((type) => type.id === row.homeType)?.name ?? '',
      area: row.area,
      rooms: row.rooms,
      price: row.price,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    };
  };

  /** A request as the broker it was offered to sees it: the owner only once accepted. */
  const offerOf = (row: EntrustRow, acceptedAt: Date | null, acceptedCount: number) => ({
    ...homeOf(row),
    address: acceptedAt ? row.address : roadOf(row.address),
    acceptedAt: acceptedAt?.toISOString() ?? null,
    acceptedCount,
    owner: acceptedAt ? { name: row.contactName, mobile: row.mobile } : null,
  });

  const acceptedCounts = async (entrustIds: number[]) => {
    if (entrustIds.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ entrustId: entrustOffers.entrustId, accepted: count() })
      .from(entrustOffers)
      .where(and(inArray(entrustOffers.entrustId, entrustIds), isNotNull(entrustOffers.acceptedAt)))
      .groupBy(entrustOffers.entrustId);
    return new Map(rows.map((row) => [row.entrustId, row.accepted]));
  };

  app.post(
    '/v1/user/entrusts',
    {
      schema: { body: EntrustBody, response: { 201: EntrustCreated } },
    },
    async (request, reply) => {
      const ownerId = sessionOf(request).member.id;
      const fields = entrustFields(request.body, catalog);
      const brokers = (await districtBrokers(db, fields.districtId)).filter((id) => id !== ownerId);
      const id = await openEntrust(db, ownerId, fields, brokers);
      return reply.status(201).send({ status: 1, data: { id, offeredTo: brokers.length } });
    },
  );

  app.get(
    '/v1/user/entrusts',
    {
      schema: { querystring: PageQuery, response: { 200: OwnEntrustPage } },
    },
    async (request) => {
      const ownerId = sessionOf(request).member.id;
      const { page, pageSize } = request.query;
      const mine = eq(entrustRequests.ownerId, ownerId);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(entrustRequests)
          .where(mine)
          .orderBy(desc(entrustRequests.createdAt), desc(entrustRequests.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(entrustRequests).where(mine),
      ]);
      const ids = rows.map((row) => row.id);
      const [accepted, offered] = await Promise.all([
        acceptedBrokers(db, ids),
        ids.length === 0
          ? []
          : db
              .select({ entrustId: entrustOffers.entrustId, offered: count() })
              .from(entrustOffers)
              .where(inArray(entrustOffers.entrustId, ids))
              .groupBy(entrustOffers.entrustId),
      ]);
      const offeredTo = new Map(offered.map((row) => [row.entrustId, row.offered]));
      return pagedAnswer(
        request.query,
        totals,
        rows.map((row) => ({
          ...homeOf(row),
          address: row.address,
          offeredTo: offeredTo.get(row.id) ?? 0,
          accepted: accepted.get(row.id) ?? [],
        })),
      );
    },
  );

  app.get(
    '/v1/user/entrust-offers',
    {
      schema: { querystring: PageQuery, response: { 200: EntrustOfferPage } },
    },
    async (request) => {
      const brokerId = sessionOf(request).member.id;
      const { page, pageSize } = request.query;
      const mine = eq(entrustOffers.brokerId, brokerId);
      const [rows, totals] = await Promise.all([
        db
          .select({ entrust: entrustRequests, acceptedAt: entrustOffers.acceptedAt })
          .from(entrustOffers)
          .innerJoin(entrustRequests, eq(entrustRequests.id, entrustOffers.entrustId))
          .where(mine)
          .orderBy(desc(entrustOffers.offeredAt), desc(entrustOffers.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(entrustOffers).where(mine),
      ]);
      const counts = await acceptedCounts(rows.map((row) => row.entrust.id));
      return pagedAnswer(
        request.query,
        totals,
        rows.map((row) => offerOf(row.entrust, row.acceptedAt, counts.get(row.entrust.id) ?? 0)),
      );
    },
  );

  /** A broker takes a request offered to them: the owner's contact is theirs (acceptEntrustOffer). */
  app.post(
    '/v1/user/entrust-offers/:id/accept',
    {
      schema: { params: EntrustOfferParams, response: { 200: EntrustAccepted } },
    },
    async (request) => {
      const brokerId = sessionOf(request).member.id;
      const entrustId = request.params.id;
      // An approval taken back after the offer was made: the owner's contact stays theirs.
      if (!(await isApprovedAs(db, brokerId, 'broker')))
        throw new HttpError(403, NOT_APPROVED_BROKER);
      const { entrust, acceptedAt, accepted } = await acceptEntrustOffer(db, brokerId, entrustId);
      const offer = offerOf(entrust, acceptedAt, accepted);
      return { status: 1 as const, data: offer };
    },
  );
}
