CREATE TABLE "real_price_releases" (
	"sha256" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"window" text,
	"files" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
