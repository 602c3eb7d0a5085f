ALTER TABLE "listing_drafts" ADD COLUMN "listing_id" integer;--> statement-breakpoint
ALTER TABLE "listing_details" ADD COLUMN "posted_fields" jsonb;--> statement-breakpoint
ALTER TABLE "listing_drafts" ADD CONSTRAINT "listing_drafts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_drafts_listing_idx" ON "listing_drafts" USING btree ("listing_id") WHERE "listing_drafts"."listing_id" is not null;