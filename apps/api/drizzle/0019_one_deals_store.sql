ALTER TABLE "land_transactions" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "land_transactions" CASCADE;--> statement-breakpoint
ALTER TABLE "real_price_deals" ADD COLUMN "id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "real_price_deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "real_price_deals" ADD COLUMN "zoning" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "real_price_deals" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "real_price_deals" ADD COLUMN "lng" double precision;--> statement-breakpoint
CREATE UNIQUE INDEX "real_price_deals_id_idx" ON "real_price_deals" USING btree ("id");--> statement-breakpoint
CREATE INDEX "real_price_deals_land_idx" ON "real_price_deals" USING btree ("region_id","source","traded_on" DESC NULLS LAST) WHERE "real_price_deals"."kind" = 'sale' and "real_price_deals"."target" = '土地';--> statement-breakpoint
UPDATE "real_price_deals" SET "zoning" = coalesce(nullif(trim("raw"->>'都市土地使用分區'), ''), trim(coalesce("raw"->>'非都市土地使用分區', '') || coalesce("raw"->>'非都市土地使用編定', '')));
