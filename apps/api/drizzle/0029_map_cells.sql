CREATE TABLE "map_cells" (
	"section" text NOT NULL,
	"region_id" smallint NOT NULL,
	"zoom" smallint NOT NULL,
	"cell_x" integer NOT NULL,
	"cell_y" integer NOT NULL,
	"count" integer NOT NULL,
	"lat_sum" double precision NOT NULL,
	"lng_sum" double precision NOT NULL,
	"min_price" integer NOT NULL,
	"max_price" integer NOT NULL,
	"min_id" integer NOT NULL,
	CONSTRAINT "map_cells_section_region_id_zoom_cell_x_cell_y_pk" PRIMARY KEY("section","region_id","zoom","cell_x","cell_y")
);
--> statement-breakpoint
CREATE TABLE "map_versions" (
	"section" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"aged_until" timestamp with time zone
);
