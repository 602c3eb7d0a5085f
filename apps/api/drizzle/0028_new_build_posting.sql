CREATE SEQUENCE "public"."posted_new_build_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "new_build_draft_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"draft_id" integer NOT NULL,
	"album" text NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_build_draft_photos_album_check" CHECK ("new_build_draft_photos"."album" in ('exterior', 'floorPlans', 'surroundings'))
);
--> statement-breakpoint
CREATE TABLE "new_build_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "new_build_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_kind_check";--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_subject_check";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP CONSTRAINT "saved_searches_section_check";--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "new_build_id" integer;--> statement-breakpoint
ALTER TABLE "new_builds" ADD COLUMN "photo_set" text;--> statement-breakpoint
ALTER TABLE "new_build_draft_photos" ADD CONSTRAINT "new_build_draft_photos_draft_id_new_build_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."new_build_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_build_drafts" ADD CONSTRAINT "new_build_drafts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_build_draft_photos_draft_idx" ON "new_build_draft_photos" USING btree ("draft_id","album","position");--> statement-breakpoint
CREATE INDEX "new_build_drafts_member_idx" ON "new_build_drafts" USING btree ("member_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_new_build_id_new_builds_id_fk" FOREIGN KEY ("new_build_id") REFERENCES "public"."new_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_search_new_build_idx" ON "alerts" USING btree ("saved_search_id","new_build_id") WHERE "alerts"."new_build_id" is not null;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_kind_check" CHECK ("alerts"."kind" in ('search', 'price_drop', 'closed', 'entrust', 'visit', 'viewing', 'new_build'));--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_subject_check" CHECK (("alerts"."kind" = 'entrust') = ("alerts"."entrust_offer_id" is not null) and ("alerts"."kind" = 'visit') = ("alerts"."visit_id" is not null) and ("alerts"."kind" = 'viewing') = ("alerts"."viewing_id" is not null and "alerts"."viewing_event" is not null) and ("alerts"."kind" = 'new_build') = ("alerts"."new_build_id" is not null) and ("alerts"."kind" in ('entrust', 'visit', 'viewing', 'new_build')) = ("alerts"."listing_id" is null));--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_section_check" CHECK ("saved_searches"."section" in ('rent', 'sale', 'land', 'business', 'newhouse'));