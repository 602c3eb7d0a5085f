CREATE TABLE "new_build_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "new_build_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"new_build_id" integer NOT NULL,
	"happened_on" date NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_build_stations" (
	"new_build_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"metres" smallint NOT NULL,
	CONSTRAINT "new_build_stations_new_build_id_station_id_pk" PRIMARY KEY("new_build_id","station_id")
);
--> statement-breakpoint
CREATE TABLE "new_builds" (
	"id" integer PRIMARY KEY NOT NULL,
	"region_id" smallint NOT NULL,
	"district_id" smallint NOT NULL,
	"name" text NOT NULL,
	"builder" text NOT NULL,
	"constructor_name" text NOT NULL,
	"sales_agent" text NOT NULL,
	"architect" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"build_type" smallint NOT NULL,
	"sale_status" text NOT NULL,
	"purpose" text NOT NULL,
	"shape" text NOT NULL,
	"unit_price_min" double precision,
	"unit_price_max" double precision,
	"total_price_min" integer,
	"total_price_max" integer,
	"area_min" double precision NOT NULL,
	"area_max" double precision NOT NULL,
	"rooms" smallint[] NOT NULL,
	"households" smallint NOT NULL,
	"buildings" smallint NOT NULL,
	"floors_above" smallint NOT NULL,
	"floors_below" smallint NOT NULL,
	"site_area" double precision NOT NULL,
	"coverage_ratio" double precision NOT NULL,
	"public_ratio" double precision NOT NULL,
	"parking_plan" text NOT NULL,
	"parking_count" smallint NOT NULL,
	"parking_price_min" integer,
	"parking_price_max" integer,
	"management_fee" smallint NOT NULL,
	"completion" text NOT NULL,
	"handover" text NOT NULL,
	"permit_number" text NOT NULL,
	"office_address" text NOT NULL,
	"office_hours" text NOT NULL,
	"office_phone" text NOT NULL,
	"tags" text[] NOT NULL,
	"opened_on" date,
	"views" integer DEFAULT 0 NOT NULL,
	"photo_seed" smallint NOT NULL,
	"exterior_photos" smallint NOT NULL,
	"floor_plan_photos" smallint NOT NULL,
	"surroundings_photos" smallint NOT NULL,
	"has_panorama" boolean NOT NULL,
	"station_id" integer,
	"station_metres" smallint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "new_builds_build_type_check" CHECK ("new_builds"."build_type" in (1, 2, 3)),
	CONSTRAINT "new_builds_sale_status_check" CHECK ("new_builds"."sale_status" in ('coming', 'selling', 'sold-out'))
);
--> statement-breakpoint
ALTER TABLE "new_build_events" ADD CONSTRAINT "new_build_events_new_build_id_new_builds_id_fk" FOREIGN KEY ("new_build_id") REFERENCES "public"."new_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_build_stations" ADD CONSTRAINT "new_build_stations_new_build_id_new_builds_id_fk" FOREIGN KEY ("new_build_id") REFERENCES "public"."new_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_build_stations" ADD CONSTRAINT "new_build_stations_station_id_metro_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."metro_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_builds" ADD CONSTRAINT "new_builds_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_builds" ADD CONSTRAINT "new_builds_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_builds" ADD CONSTRAINT "new_builds_station_id_metro_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."metro_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_build_events_project_idx" ON "new_build_events" USING btree ("new_build_id","happened_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "new_build_stations_station_idx" ON "new_build_stations" USING btree ("station_id","metres");--> statement-breakpoint
CREATE INDEX "new_builds_region_district_idx" ON "new_builds" USING btree ("region_id","district_id");--> statement-breakpoint
CREATE INDEX "new_builds_region_type_idx" ON "new_builds" USING btree ("region_id","build_type");--> statement-breakpoint
CREATE INDEX "new_builds_region_opened_idx" ON "new_builds" USING btree ("region_id","opened_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "new_builds_region_station_idx" ON "new_builds" USING btree ("region_id","station_metres");