ALTER TABLE "listings" ADD COLUMN "market" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "market_median" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "market_ratio" double precision GENERATED ALWAYS AS (unit_price / market_median) STORED;