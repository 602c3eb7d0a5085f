ALTER TABLE "sms_outbox" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_client_id_idx" ON "sms_outbox" USING btree ("client_id");