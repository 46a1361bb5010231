CREATE TABLE "merged_items" (
	"item_type" "item_type" NOT NULL,
	"from_id" integer NOT NULL,
	"into_id" integer NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merged_items_item_type_from_id_pk" PRIMARY KEY("item_type","from_id")
);
--> statement-breakpoint
CREATE INDEX "merged_items_into_idx" ON "merged_items" USING btree ("item_type","into_id");
