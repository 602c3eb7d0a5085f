CREATE TABLE "map_cell_changes" (
	"section" text NOT NULL,
	"region_id" smallint NOT NULL,
	"version" bigint NOT NULL,
	"cell_x" integer NOT NULL,
	"cell_y" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "map_cell_changes_section_region_id_version_cell_x_cell_y_pk" PRIMARY KEY("section","region_id","version","cell_x","cell_y")
);
--> statement-breakpoint
CREATE INDEX "map_cell_changes_changed_idx" ON "map_cell_changes" USING btree ("changed_at");