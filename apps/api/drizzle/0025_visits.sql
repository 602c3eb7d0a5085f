CREATE TABLE "new_build_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "new_build_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"new_build_id" integer NOT NULL,
	"member_id" integer,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"date" date NOT NULL,
	"part_of_day" text NOT NULL,
	"rooms" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_build_visits_part_of_day_check" CHECK ("new_build_visits"."part_of_day" in ('morning', 'afternoon', 'evening'))
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mobile" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_kind_check";--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_subject_check";--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "visit_id" integer;--> statement-breakpoint
ALTER TABLE "new_builds" ADD COLUMN "owner_member_id" integer;--> statement-breakpoint
ALTER TABLE "new_build_visits" ADD CONSTRAINT "new_build_visits_new_build_id_new_builds_id_fk" FOREIGN KEY ("new_build_id") REFERENCES "public"."new_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_build_visits" ADD CONSTRAINT "new_build_visits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_build_visits_project_idx" ON "new_build_visits" USING btree ("new_build_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("mobile","purpose","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sms_codes_created_idx" ON "sms_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile_idx" ON "sms_outbox" USING btree ("mobile","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_visit_id_new_build_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."new_build_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_builds" ADD CONSTRAINT "new_builds_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_visit_member_idx" ON "alerts" USING btree ("visit_id","member_id") WHERE "alerts"."visit_id" is not null;--> statement-breakpoint
CREATE INDEX "new_builds_owner_idx" ON "new_builds" USING btree ("owner_member_id");--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_kind_check" CHECK ("alerts"."kind" in ('search', 'price_drop', 'closed', 'entrust', 'visit'));--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_subject_check" CHECK (("alerts"."kind" = 'entrust') = ("alerts"."entrust_offer_id" is not null) and ("alerts"."kind" = 'visit') = ("alerts"."visit_id" is not null) and ("alerts"."kind" in ('entrust', 'visit')) = ("alerts"."listing_id" is null));