CREATE TABLE "search_versions" (
	"section" text NOT NULL,
	"region_id" smallint NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "search_versions_section_region_id_pk" PRIMARY KEY("section","region_id")
);
--> statement-breakpoint
-- Raised by the database, not by each write path: every insert, change and removal of a
-- listing is seen, whichever instance, job or migration made it. Once per statement (a
-- seed's or refresh's thousands of rows raise each region once), for the regions of the rows
-- before and after, and the section's row 0. A statement that changed nothing but view counts
-- (each visit adds one) raises nothing. Rows are raised in key order, so two writers never
-- wait on each other crosswise.
CREATE FUNCTION "raise_search_versions_at"(sections text[], regions smallint[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_versions AS v (section, region_id, version)
  SELECT section, place, 1
  FROM unnest(sections, regions) AS changed(section, region_id),
    LATERAL (VALUES (region_id), (0::smallint)) AS p(place)
  GROUP BY section, place
  ORDER BY section, place
  ON CONFLICT (section, region_id) DO UPDATE SET version = v.version + 1
$$;--> statement-breakpoint
CREATE FUNCTION "raise_search_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sections text[];
  regions smallint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(section), array_agg(region_id) INTO sections, regions
    FROM (SELECT DISTINCT section, region_id FROM new_rows) AS places;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(section), array_agg(region_id) INTO sections, regions
    FROM (SELECT DISTINCT section, region_id FROM old_rows) AS places;
  ELSIF EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o USING (id)
    WHERE to_jsonb(n) - 'view_count' IS DISTINCT FROM to_jsonb(o) - 'view_count'
  ) THEN
    SELECT array_agg(section), array_agg(region_id) INTO sections, regions
    FROM (
      SELECT section, region_id FROM new_rows UNION SELECT section, region_id FROM old_rows
    ) AS places;
  END IF;
  IF sections IS NOT NULL THEN
    PERFORM raise_search_versions_at(sections, regions);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_insert_search_version" AFTER INSERT ON "listings"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_search_versions"();--> statement-breakpoint
CREATE TRIGGER "listings_update_search_version" AFTER UPDATE ON "listings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_search_versions"();--> statement-breakpoint
CREATE TRIGGER "listings_delete_search_version" AFTER DELETE ON "listings"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_search_versions"();
