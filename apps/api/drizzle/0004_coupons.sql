CREATE TABLE "coupons" (
	"coupon_id" text PRIMARY KEY NOT NULL,
	"code" text,
	"position" integer NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"details_zh_tw" text NOT NULL,
	"details_zh_cn" text NOT NULL,
	"details_en" text NOT NULL,
	"conditions_zh_tw" text NOT NULL,
	"conditions_zh_cn" text NOT NULL,
	"conditions_en" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"threshold_amount" integer DEFAULT 0 NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sales_regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"claim_limit" integer,
	"claimed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_amounts_check" CHECK ("coupons"."threshold_amount" >= 0 and "coupons"."discount_amount" >= 0),
	CONSTRAINT "coupons_claimed_check" CHECK ("coupons"."claim_limit" is null or "coupons"."claimed" <= "coupons"."claim_limit")
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"user_id" text NOT NULL,
	"coupon_id" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "member_coupons_user_id_coupon_id_pk" PRIMARY KEY("user_id","coupon_id")
);
--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("coupon_id") ON DELETE no action ON UPDATE no action;