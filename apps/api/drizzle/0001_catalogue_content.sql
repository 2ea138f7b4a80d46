CREATE TABLE "arrival_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arrival_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"article_id" text PRIMARY KEY NOT NULL,
	"title_zh_tw" text NOT NULL,
	"title_zh_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh_tw" text NOT NULL,
	"summary_zh_cn" text NOT NULL,
	"summary_en" text NOT NULL,
	"content_zh_tw" text NOT NULL,
	"content_zh_cn" text NOT NULL,
	"content_en" text NOT NULL,
	"cover_image_url" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"banner_id" text PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"position" integer NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"image_url" text NOT NULL,
	"mobile_image_url" text,
	"link_url" text
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"city_code" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"position" integer NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"country_code" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"phone_code" text,
	"phone_number_pattern" text
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"exchange" text NOT NULL,
	"rate_date" date NOT NULL,
	"exrate" double precision NOT NULL,
	CONSTRAINT "currency_rates_exchange_rate_date_pk" PRIMARY KEY("exchange","rate_date"),
	CONSTRAINT "currency_rates_exrate_check" CHECK ("currency_rates"."exrate" > 0)
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"district_code" text PRIMARY KEY NOT NULL,
	"city_code" text NOT NULL,
	"position" integer NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"postal_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "express_fees" (
	"origin" text NOT NULL,
	"country_code" text NOT NULL,
	"shipping_method" text NOT NULL,
	"fee" integer NOT NULL,
	"free_shipping_threshold" integer,
	CONSTRAINT "express_fees_origin_country_code_shipping_method_pk" PRIMARY KEY("origin","country_code","shipping_method"),
	CONSTRAINT "express_fees_fee_check" CHECK ("express_fees"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"promote_id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"content_zh_tw" text NOT NULL,
	"content_zh_cn" text NOT NULL,
	"content_en" text NOT NULL,
	"image_url" text,
	"link_url" text,
	"free_shipping_threshold" integer,
	"origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"position" integer PRIMARY KEY NOT NULL,
	"keyword_zh_tw" text NOT NULL,
	"keyword_zh_cn" text NOT NULL,
	"keyword_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_product_groups" (
	"group_id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"required_amount" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sub_product_groups_required_amount_check" CHECK ("sub_product_groups"."required_amount" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "sub_product_options" (
	"group_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "sub_product_options_group_id_product_id_pk" PRIMARY KEY("group_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "theme_blocks" (
	"theme_id" text NOT NULL,
	"position" integer NOT NULL,
	"title_zh_tw" text NOT NULL,
	"title_zh_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh_tw" text NOT NULL,
	"content_zh_cn" text NOT NULL,
	"content_en" text NOT NULL,
	"image_url" text,
	"link_url" text,
	CONSTRAINT "theme_blocks_theme_id_position_pk" PRIMARY KEY("theme_id","position")
);
--> statement-breakpoint
CREATE TABLE "theme_products" (
	"theme_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "theme_products_theme_id_product_id_pk" PRIMARY KEY("theme_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"theme_id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"description_zh_tw" text NOT NULL,
	"description_zh_cn" text NOT NULL,
	"description_en" text NOT NULL,
	"image_url" text,
	"age_restricted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tw_cvs_stores" (
	"cvs_brand" text NOT NULL,
	"store_id" text NOT NULL,
	"store_name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"area" text NOT NULL,
	CONSTRAINT "tw_cvs_stores_cvs_brand_store_id_pk" PRIMARY KEY("cvs_brand","store_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin" text DEFAULT 'TW' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pre_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pre_order_ship_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "co_branded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "age_restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "overseas_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "purchase_limit" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lucky_bag" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "recommended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sales_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "released_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_zh_tw" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_zh_cn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_city_code_cities_city_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("city_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_product_groups" ADD CONSTRAINT "sub_product_groups_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_product_options" ADD CONSTRAINT "sub_product_options_group_id_sub_product_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."sub_product_groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_product_options" ADD CONSTRAINT "sub_product_options_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_blocks" ADD CONSTRAINT "theme_blocks_theme_id_themes_theme_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("theme_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_products" ADD CONSTRAINT "theme_products_theme_id_themes_theme_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("theme_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_products" ADD CONSTRAINT "theme_products_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arrival_notices_product_email_idx" ON "arrival_notices" USING btree ("product_id","email");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_code","position");--> statement-breakpoint
CREATE INDEX "districts_city_idx" ON "districts" USING btree ("city_code","position");--> statement-breakpoint
CREATE INDEX "sub_product_groups_product_idx" ON "sub_product_groups" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "tw_cvs_stores_city_area_idx" ON "tw_cvs_stores" USING btree ("city","area");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_origin_check" CHECK ("products"."origin" in ('TW', 'CN'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_purchase_limit_check" CHECK ("products"."purchase_limit" >= 1);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sales_count_check" CHECK ("products"."sales_count" >= 0);