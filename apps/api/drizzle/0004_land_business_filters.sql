ALTER TABLE "land_transactions" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "land_transactions" ADD COLUMN "lng" double precision;--> statement-breakpoint
-- Records seeded before this migration: near their district's centre, spread by id (a new seed draws its own spots).
UPDATE "land_transactions" SET
	"lat" = "districts"."lat" + (("land_transactions"."id" * 7919) % 1000 - 500) * 0.00002,
	"lng" = "districts"."lng" + (("land_transactions"."id" * 104729) % 1000 - 500) * 0.00002
FROM "districts" WHERE "districts"."id" = "land_transactions"."district_id";--> statement-breakpoint
ALTER TABLE "land_transactions" ALTER COLUMN "lat" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "land_transactions" ALTER COLUMN "lng" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "land_zone" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "land_category" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "road_width" real;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "frontage" real;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "auction_round" smallint;--> statement-breakpoint
-- Listings seeded before this migration: the filter columns from their facts (ids as in src/domain/land-zones.ts).
UPDATE "listings" SET
	"land_zone" = array_position(ARRAY['第一種住宅區', '第二種住宅區', '第三種住宅區', '商業區', '乙種工業區', '特定農業區', '一般農業區', '鄉村區', '山坡地保育區']::text[], "listing_details"."facts" -> 'land' ->> 'zoning'),
	"land_category" = array_position(ARRAY['農牧用地', '林業用地', '甲種建築用地', '乙種建築用地', '丙種建築用地']::text[], "listing_details"."facts" -> 'land' ->> 'landCategory'),
	"road_width" = ("listing_details"."facts" -> 'land' ->> 'roadWidth')::real,
	"frontage" = coalesce("listing_details"."facts" -> 'land' ->> 'frontage', "listing_details"."facts" -> 'business' ->> 'frontage')::real
FROM "listing_details"
WHERE "listing_details"."listing_id" = "listings"."id" AND "listings"."section" IN ('land', 'business');
