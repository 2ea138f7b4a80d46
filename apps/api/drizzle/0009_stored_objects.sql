CREATE TABLE "stored_objects" (
	"bucket" text NOT NULL,
	"name" text NOT NULL,
	"generation" bigint NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"md5_hash" text NOT NULL,
	"time_created" timestamp with time zone NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_objects_bucket_name_pk" PRIMARY KEY("bucket","name")
);
