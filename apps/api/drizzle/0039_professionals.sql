CREATE TABLE "professional_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "professional_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"status" text NOT NULL,
	"by_member_id" integer,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_decisions_status_check" CHECK ("professional_decisions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "professionals" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"licence" text,
	"company" text NOT NULL,
	"tax_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "professionals_kind_check" CHECK ("professionals"."kind" in ('broker', 'builder')),
	CONSTRAINT "professionals_status_check" CHECK ("professionals"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "professional_decisions" ADD CONSTRAINT "professional_decisions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_decisions" ADD CONSTRAINT "professional_decisions_by_member_id_members_id_fk" FOREIGN KEY ("by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professional_decisions_member_idx" ON "professional_decisions" USING btree ("member_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "professionals_status_idx" ON "professionals" USING btree ("status","submitted_at");