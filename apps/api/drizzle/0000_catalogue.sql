CREATE TABLE "categories" (
	"category_id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" text PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"category_id" text NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"marked_price" integer NOT NULL,
	"selling_price" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_marked_price_check" CHECK ("products"."marked_price" >= 0),
	CONSTRAINT "products_selling_price_check" CHECK ("products"."selling_price" >= 0),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_category_position_idx" ON "products" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "products_position_idx" ON "products" USING btree ("position");