CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"message_id" bigint,
	"reporter_member_id" integer NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_member_id" integer,
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('gone', 'price', 'photos', 'address', 'fake-owner', 'fraud', 'other', 'spam')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'hidden', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_kind_check";--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_subject_check";--> statement-breakpoint
ALTER TABLE "listings" DROP CONSTRAINT "listings_status_check";--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "report_id" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_member_id_members_id_fk" FOREIGN KEY ("reporter_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_member_id_members_id_fk" FOREIGN KEY ("resolved_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_listing_reporter_idx" ON "reports" USING btree ("listing_id","reporter_member_id") WHERE "reports"."message_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_message_reporter_idx" ON "reports" USING btree ("message_id","reporter_member_id") WHERE "reports"."message_id" is not null;--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at") WHERE "reports"."status" = 'open';--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_report_member_idx" ON "alerts" USING btree ("report_id","member_id") WHERE "alerts"."report_id" is not null;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_kind_check" CHECK ("alerts"."kind" in ('search', 'price_drop', 'closed', 'entrust', 'visit', 'viewing', 'new_build', 'message', 'report'));--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_subject_check" CHECK (("alerts"."kind" = 'entrust') = ("alerts"."entrust_offer_id" is not null) and ("alerts"."kind" = 'visit') = ("alerts"."visit_id" is not null) and ("alerts"."kind" = 'viewing') = ("alerts"."viewing_id" is not null and "alerts"."viewing_event" is not null) and ("alerts"."kind" = 'new_build') = ("alerts"."new_build_id" is not null) and ("alerts"."kind" = 'message') = ("alerts"."message_id" is not null) and ("alerts"."kind" = 'report') = ("alerts"."report_id" is not null) and ("alerts"."kind" in ('entrust', 'visit', 'viewing', 'new_build', 'message', 'report')) = ("alerts"."listing_id" is null));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('active', 'paused', 'closed', 'hidden'));