ALTER TABLE "communities" ADD COLUMN "door_from" smallint;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "door_to" smallint;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "deal_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "median_unit_price" double precision;