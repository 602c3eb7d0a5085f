CREATE TABLE "alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"saved_search_id" integer,
	"price_change_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "alerts_kind_check" CHECK ("alerts"."kind" in ('search', 'price_drop', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"section" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"list_path" text NOT NULL,
	"search_key" text NOT NULL,
	"filters" jsonb NOT NULL,
	"region_id" smallint,
	"kinds" smallint[],
	"price_min" integer,
	"price_max" integer,
	"delivery" text DEFAULT 'instant' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_section_check" CHECK ("saved_searches"."section" in ('rent', 'sale', 'land', 'business')),
	CONSTRAINT "saved_searches_delivery_check" CHECK ("saved_searches"."delivery" in ('instant', 'daily'))
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_price_change_id_price_changes_id_fk" FOREIGN KEY ("price_change_id") REFERENCES "public"."price_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_search_listing_idx" ON "alerts" USING btree ("saved_search_id","listing_id") WHERE "alerts"."saved_search_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_price_change_idx" ON "alerts" USING btree ("member_id","price_change_id") WHERE "alerts"."price_change_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_closed_idx" ON "alerts" USING btree ("member_id","listing_id") WHERE "alerts"."kind" = 'closed';--> statement-breakpoint
CREATE INDEX "alerts_member_idx" ON "alerts" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_member_key_idx" ON "saved_searches" USING btree ("member_id","search_key");--> statement-breakpoint
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING btree ("section","region_id") WHERE not "saved_searches"."paused";