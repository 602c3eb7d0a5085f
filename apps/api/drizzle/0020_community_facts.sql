ALTER TABLE "communities" ADD COLUMN "builder" text;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "public_ratio" double precision;--> statement-breakpoint
CREATE INDEX "real_price_deals_source_idx" ON "real_price_deals" USING btree ("kind","region_id","source");