CREATE TABLE "entrust_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entrust_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entrust_id" integer NOT NULL,
	"broker_id" integer NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "entrust_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entrust_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"region_id" smallint NOT NULL,
	"district_id" smallint NOT NULL,
	"address" text NOT NULL,
	"home_type" text NOT NULL,
	"area" double precision NOT NULL,
	"rooms" smallint,
	"price" integer NOT NULL,
	"contact_name" text NOT NULL,
	"mobile" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entrust_requests_purpose_check" CHECK ("entrust_requests"."purpose" in ('sale', 'rent'))
);
--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_kind_check";--> statement-breakpoint
ALTER TABLE "alerts" ALTER COLUMN "listing_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "entrust_offer_id" integer;--> statement-breakpoint
ALTER TABLE "entrust_offers" ADD CONSTRAINT "entrust_offers_entrust_id_entrust_requests_id_fk" FOREIGN KEY ("entrust_id") REFERENCES "public"."entrust_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrust_offers" ADD CONSTRAINT "entrust_offers_broker_id_members_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrust_requests" ADD CONSTRAINT "entrust_requests_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrust_requests" ADD CONSTRAINT "entrust_requests_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrust_requests" ADD CONSTRAINT "entrust_requests_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entrust_offers_request_broker_idx" ON "entrust_offers" USING btree ("entrust_id","broker_id");--> statement-breakpoint
CREATE INDEX "entrust_offers_broker_idx" ON "entrust_offers" USING btree ("broker_id","offered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "entrust_requests_owner_idx" ON "entrust_requests" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_entrust_offer_id_entrust_offers_id_fk" FOREIGN KEY ("entrust_offer_id") REFERENCES "public"."entrust_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_entrust_offer_idx" ON "alerts" USING btree ("entrust_offer_id") WHERE "alerts"."entrust_offer_id" is not null;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_subject_check" CHECK (("alerts"."kind" = 'entrust') = ("alerts"."entrust_offer_id" is not null) and ("alerts"."kind" = 'entrust') = ("alerts"."listing_id" is null));--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_kind_check" CHECK ("alerts"."kind" in ('search', 'price_drop', 'closed', 'entrust'));