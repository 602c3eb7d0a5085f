-- The sitemap reads each section's listings in id order, 50,000 at a time, from this index alone.
CREATE INDEX "listings_section_id_idx" ON "listings" USING btree ("section","id","type","updated_at");
