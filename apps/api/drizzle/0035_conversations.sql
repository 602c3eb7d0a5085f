CREATE TABLE "conversation_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"viewing_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversation_messages_author_check" CHECK ("conversation_messages"."author" in ('seeker', 'poster', 'system'))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"poster_member_id" integer,
	"seeker_member_id" integer,
	"seeker_name" text NOT NULL,
	"seeker_mobile" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"last_seeker_message_at" timestamp with time zone,
	"last_poster_message_at" timestamp with time zone,
	"poster_read_at" timestamp with time zone,
	"seeker_read_at" timestamp with time zone,
	"handled_at" timestamp with time zone,
	"texted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "poster_blocks" (
	"poster_member_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poster_blocks_poster_member_id_mobile_pk" PRIMARY KEY("poster_member_id","mobile")
);
--> statement-breakpoint
CREATE TABLE "quick_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quick_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_kind_check";--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_subject_check";--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "message_id" bigint;--> statement-breakpoint
ALTER TABLE "conversation_links" ADD CONSTRAINT "conversation_links_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_viewing_id_viewings_id_fk" FOREIGN KEY ("viewing_id") REFERENCES "public"."viewings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_poster_member_id_members_id_fk" FOREIGN KEY ("poster_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_seeker_member_id_members_id_fk" FOREIGN KEY ("seeker_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poster_blocks" ADD CONSTRAINT "poster_blocks_poster_member_id_members_id_fk" FOREIGN KEY ("poster_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_replies" ADD CONSTRAINT "quick_replies_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_links_expiry_idx" ON "conversation_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_idx" ON "conversation_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_listing_mobile_idx" ON "conversations" USING btree ("listing_id","seeker_mobile");--> statement-breakpoint
CREATE INDEX "conversations_poster_idx" ON "conversations" USING btree ("poster_member_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_seeker_idx" ON "conversations" USING btree ("seeker_member_id","last_message_at" DESC NULLS LAST) WHERE "conversations"."seeker_member_id" is not null;--> statement-breakpoint
CREATE INDEX "quick_replies_member_idx" ON "quick_replies" USING btree ("member_id","id");--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_message_member_idx" ON "alerts" USING btree ("message_id","member_id") WHERE "alerts"."message_id" is not null;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_kind_check" CHECK ("alerts"."kind" in ('search', 'price_drop', 'closed', 'entrust', 'visit', 'viewing', 'new_build', 'message'));--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_subject_check" CHECK (("alerts"."kind" = 'entrust') = ("alerts"."entrust_offer_id" is not null) and ("alerts"."kind" = 'visit') = ("alerts"."visit_id" is not null) and ("alerts"."kind" = 'viewing') = ("alerts"."viewing_id" is not null and "alerts"."viewing_event" is not null) and ("alerts"."kind" = 'new_build') = ("alerts"."new_build_id" is not null) and ("alerts"."kind" = 'message') = ("alerts"."message_id" is not null) and ("alerts"."kind" in ('entrust', 'visit', 'viewing', 'new_build', 'message')) = ("alerts"."listing_id" is null));