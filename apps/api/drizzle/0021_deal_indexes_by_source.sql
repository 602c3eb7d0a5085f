DROP INDEX "real_price_deals_region_idx";--> statement-breakpoint
DROP INDEX "real_price_deals_district_idx";--> statement-breakpoint
DROP INDEX "real_price_deals_source_idx";--> statement-breakpoint
CREATE INDEX "real_price_deals_region_source_idx" ON "real_price_deals" USING btree ("kind","region_id","source","traded_on" DESC NULLS LAST,"special","building_count","unit_price_ex_parking","unit_price","rooms","age_years","building_type");--> statement-breakpoint
CREATE INDEX "real_price_deals_district_source_idx" ON "real_price_deals" USING btree ("kind","district_id","source","traded_on" DESC NULLS LAST);