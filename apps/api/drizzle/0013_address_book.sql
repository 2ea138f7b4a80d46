CREATE TABLE "address_book" (
	"address_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_phone_code" text NOT NULL,
	"recipient_mobile" text NOT NULL,
	"country_code" text NOT NULL,
	"shipping_method" text NOT NULL,
	"customs_id" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"pickup_store" jsonb,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_book_shipping_method_check" CHECK ("address_book"."shipping_method" in ('home_delivery', 'cvs_pickup'))
);
--> statement-breakpoint
ALTER TABLE "address_book" ADD CONSTRAINT "address_book_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_book_user_idx" ON "address_book" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "address_book_one_default_idx" ON "address_book" USING btree ("user_id") WHERE "address_book"."is_default";