CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sku" text NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"image_url" text,
	"marked_price" integer NOT NULL,
	"selling_price" integer,
	"amount" integer NOT NULL,
	"sub_product_infos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pre_order" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_lines_amount_check" CHECK ("order_lines"."amount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_requests" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"requester" text NOT NULL,
	"fingerprint" text NOT NULL,
	"purchase_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"purchase_id" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'pending_activation' NOT NULL,
	"origin" text NOT NULL,
	"pre_order" boolean DEFAULT false NOT NULL,
	"order_amount" integer NOT NULL,
	"shipping_fee" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"shipping_discount" integer DEFAULT 0 NOT NULL,
	"payment_amount" integer NOT NULL,
	"payment_method" text NOT NULL,
	"shipping_code" text,
	"recipient_name" text NOT NULL,
	"recipient_phone_code" text NOT NULL,
	"recipient_mobile" text NOT NULL,
	"recipient_email" text NOT NULL,
	"country_code" text NOT NULL,
	"customs_id" text,
	"city" text NOT NULL,
	"area" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"shipping_method" text NOT NULL,
	"pickup_store" jsonb,
	"coupon_id" text,
	"discount_code" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending_activation', 'picking', 'shipped', 'finished', 'canceled')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."order_amount" >= 0 and "orders"."shipping_fee" >= 0 and "orders"."discount" >= 0 and "orders"."shipping_discount" >= 0 and "orders"."payment_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"purchase_id" text NOT NULL,
	"order_id" text NOT NULL,
	CONSTRAINT "purchase_orders_purchase_id_order_id_pk" PRIMARY KEY("purchase_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"purchase_id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"payment_method" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_url" text,
	"qr_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('pending', 'paid', 'failed', 'canceled')),
	CONSTRAINT "purchases_amount_check" CHECK ("purchases"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_purchase_id_purchases_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("purchase_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_purchase_id_purchases_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("purchase_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("coupon_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_purchase_id_purchases_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("purchase_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_purchase_idx" ON "orders" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "orders_status_expires_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_order_idx" ON "purchase_orders" USING btree ("order_id");