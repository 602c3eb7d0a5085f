ALTER TABLE "real_price_deals" ADD COLUMN "project_name" text;--> statement-breakpoint
CREATE INDEX "real_price_deals_project_idx" ON "real_price_deals" USING btree ("region_id","project_name","traded_on" DESC NULLS LAST) WHERE "real_price_deals"."project_name" is not null;--> statement-breakpoint
UPDATE "real_price_deals" SET "project_name" = NULLIF(trim("raw"->>'建案名稱'), '') WHERE "kind" = 'presale';
