CREATE TABLE "map_region_versions" (
	"section" text NOT NULL,
	"region_id" smallint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "map_region_versions_section_region_id_pk" PRIMARY KEY("section","region_id")
);
