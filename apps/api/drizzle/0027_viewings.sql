CREATE TABLE "viewing_places" (
	"viewing_id" integer PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"place_no" smallint NOT NULL,
	CONSTRAINT "viewing_places_place_check" CHECK ("viewing_places"."place_no" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "viewing_settings" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"mode" text DEFAULT 'confirm' NOT NULL,
	"slot_minutes" smallint DEFAULT 30 NOT NULL,
	"places" smallint DEFAULT 1 NOT NULL,
	"weekly" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blackouts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewing_settings_mode_check" CHECK ("viewing_settings"."mode" in ('instant', 'confirm')),
	CONSTRAINT "viewing_settings_places_check" CHECK ("viewing_settings"."places" between 1 and 10),
	CONSTRAINT "viewing_settings_slot_check" CHECK ("viewing_settings"."slot_minutes" between 15 and 90)
);
--> statement-breakpoint
CREATE TABLE "viewings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "viewings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"seeker_member_id" integer,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"slot_start" timestamp with time zone,
	"slot_minutes" smallint DEFAULT 30 NOT NULL,
	"asked_date" date,
	"asked_part_of_day" text,
	"status" text NOT NULL,
	"reason" text,
	"cancelled_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "viewings_status_check" CHECK ("viewings"."status" in ('requested', 'confirmed', 'proposed', 'declined', 'cancelled', 'expired')),
	CONSTRAINT "viewings_time_check" CHECK ("viewings"."slot_start" is not null or ("viewings"."asked_date" is not null and "viewings"."asked_part_of_day" in ('morning', 'afternoon', 'evening')))
);
--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_kind_check";--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_subject_check";--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "viewing_id" integer;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "viewing_event" text;--> statement-breakpoint
ALTER TABLE "viewing_places" ADD CONSTRAINT "viewing_places_viewing_id_viewings_id_fk" FOREIGN KEY ("viewing_id") REFERENCES "public"."viewings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_places" ADD CONSTRAINT "viewing_places_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_settings" ADD CONSTRAINT "viewing_settings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_seeker_member_id_members_id_fk" FOREIGN KEY ("seeker_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_places_slot_idx" ON "viewing_places" USING btree ("listing_id","slot_start","place_no");--> statement-breakpoint
CREATE INDEX "viewings_listing_idx" ON "viewings" USING btree ("listing_id","slot_start");--> statement-breakpoint
CREATE INDEX "viewings_seeker_idx" ON "viewings" USING btree ("seeker_member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "viewings_expiry_idx" ON "viewings" USING btree ("expires_at") WHERE "viewings"."status" in ('requested', 'proposed');--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_viewing_id_viewings_id_fk" FOREIGN KEY ("viewing_id") REFERENCES "public"."viewings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_viewing_event_idx" ON "alerts" USING btree ("viewing_id","member_id","viewing_event") WHERE "alerts"."viewing_id" is not null;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_kind_check" CHECK ("alerts"."kind" in ('search', 'price_drop', 'closed', 'entrust', 'visit', 'viewing'));--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_subject_check" CHECK (("alerts"."kind" = 'entrust') = ("alerts"."entrust_offer_id" is not null) and ("alerts"."kind" = 'visit') = ("alerts"."visit_id" is not null) and ("alerts"."kind" = 'viewing') = ("alerts"."viewing_id" is not null and "alerts"."viewing_event" is not null) and ("alerts"."kind" in ('entrust', 'visit', 'viewing')) = ("alerts"."listing_id" is null));