CREATE TABLE "new_build_favourites" (
	"member_id" integer NOT NULL,
	"new_build_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_build_favourites_member_id_new_build_id_pk" PRIMARY KEY("member_id","new_build_id")
);
--> statement-breakpoint
ALTER TABLE "new_build_favourites" ADD CONSTRAINT "new_build_favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_build_favourites" ADD CONSTRAINT "new_build_favourites_new_build_id_new_builds_id_fk" FOREIGN KEY ("new_build_id") REFERENCES "public"."new_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_build_favourites_member_created_idx" ON "new_build_favourites" USING btree ("member_id","created_at" DESC NULLS LAST);