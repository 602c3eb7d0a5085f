DROP INDEX "listings_section_id_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "listings_section_id_idx" ON "listings" USING btree ("section","id","type","updated_at","status","confirmed_at");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('active', 'paused', 'closed'));