CREATE TABLE "draft_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"draft_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draft_photos" ADD CONSTRAINT "draft_photos_draft_id_listing_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."listing_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_photos_draft_idx" ON "draft_photos" USING btree ("draft_id","position");