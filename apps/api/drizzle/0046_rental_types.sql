ALTER TABLE "real_price_deals" ADD COLUMN "rental_type" text;--> statement-breakpoint
UPDATE "real_price_deals" SET "rental_type" = NULLIF(trim("raw"->>'出租型態'), '') WHERE "kind" = 'rent';
