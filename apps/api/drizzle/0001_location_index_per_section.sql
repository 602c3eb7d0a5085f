-- Nearest-listing scans for recommendations walk only their own section's rows.
DROP INDEX "listings_location_gist_idx";--> statement-breakpoint
CREATE INDEX "listings_rent_location_gist_idx" ON "listings" USING gist (point("lng", "lat")) WHERE "listings"."section" = 'rent';--> statement-breakpoint
CREATE INDEX "listings_sale_location_gist_idx" ON "listings" USING gist (point("lng", "lat")) WHERE "listings"."section" = 'sale';--> statement-breakpoint
CREATE INDEX "listings_land_location_gist_idx" ON "listings" USING gist (point("lng", "lat")) WHERE "listings"."section" = 'land';--> statement-breakpoint
CREATE INDEX "listings_business_location_gist_idx" ON "listings" USING gist (point("lng", "lat")) WHERE "listings"."section" = 'business';