-- New builds have one version, search_versions' row ('newhouse', 0): raised by the database at
-- every statement that adds, changes or removes a project, its events or its stations, so a
-- project page kept under it is served again only while nothing of new builds has changed.
CREATE FUNCTION "raise_new_build_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_versions AS v (section, region_id, version) VALUES ('newhouse', 0, 1)
  ON CONFLICT (section, region_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "new_builds_version" AFTER INSERT OR UPDATE OR DELETE ON "new_builds"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_new_build_version"();--> statement-breakpoint
CREATE TRIGGER "new_build_events_version" AFTER INSERT OR UPDATE OR DELETE ON "new_build_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_new_build_version"();--> statement-breakpoint
CREATE TRIGGER "new_build_stations_version" AFTER INSERT OR UPDATE OR DELETE ON "new_build_stations"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_new_build_version"();
