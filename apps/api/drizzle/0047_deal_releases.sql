ALTER TABLE "real_price_deals" ADD COLUMN "release_sha256" text;--> statement-breakpoint
-- Deals imported before carry no release: forgetting the folders' records has the next start
-- import their files once more (by 編號, nothing duplicated), which names each deal's release.
DELETE FROM "real_price_releases" WHERE "url" LIKE 'file:%';
