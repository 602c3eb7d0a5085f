-- Each listing's messages from one mobile become one conversation with the listing's poster
-- (none where it had no poster), the seeker named and linked as in their newest message.
INSERT INTO "conversations" ("listing_id", "poster_member_id", "seeker_member_id", "seeker_name", "seeker_mobile", "created_at", "last_message_at", "last_seeker_message_at", "seeker_read_at")
SELECT m."listing_id", l."member_id", (array_agg(m."member_id" ORDER BY m."id" DESC) FILTER (WHERE m."member_id" IS NOT NULL))[1], (array_agg(m."name" ORDER BY m."id" DESC))[1], m."mobile", min(m."created_at"), max(m."created_at"), max(m."created_at"), max(m."created_at")
FROM "listing_messages" m JOIN "listings" l ON l."id" = m."listing_id"
GROUP BY m."listing_id", l."member_id", m."mobile";--> statement-breakpoint
INSERT INTO "conversation_messages" ("conversation_id", "author", "body", "created_at")
SELECT c."id", 'seeker', m."message", m."created_at"
FROM "listing_messages" m JOIN "conversations" c ON c."listing_id" = m."listing_id" AND c."seeker_mobile" = m."mobile"
ORDER BY m."id";--> statement-breakpoint
DROP TABLE "listing_messages" CASCADE;
