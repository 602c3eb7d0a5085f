ALTER TABLE "listings" ADD COLUMN "photo_set" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "broker_licence" text;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_member_idx" ON "listings" USING btree ("member_id") WHERE "listings"."member_id" is not null;