ALTER TABLE "listing_drafts" ADD COLUMN "saved_by_form" text;--> statement-breakpoint
ALTER TABLE "listing_drafts" ADD COLUMN "form_save" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "new_build_drafts" ADD COLUMN "saved_by_form" text;--> statement-breakpoint
ALTER TABLE "new_build_drafts" ADD COLUMN "form_save" integer DEFAULT 0 NOT NULL;