CREATE TABLE "activation_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"card_level_id" integer NOT NULL,
	"used_by" integer,
	"used_at" timestamp with time zone,
	CONSTRAINT "activation_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "card_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"programme_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"support_transport" boolean NOT NULL,
	"support_agreement" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"programme_id" integer NOT NULL,
	"card_level_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"lengths" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_level_id" integer NOT NULL,
	"service" text NOT NULL,
	"yearly_uses" integer NOT NULL,
	CONSTRAINT "entitlements_service_check" CHECK ("entitlements"."service" in ('transport', 'airport_assistant', 'fast_track')),
	CONSTRAINT "entitlements_yearly_uses_check" CHECK ("entitlements"."yearly_uses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "programmes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "remotes" (
	"name" text PRIMARY KEY NOT NULL,
	"manifest_url" text NOT NULL,
	"prefixes" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "terms_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_messages_kind_check" CHECK ("user_messages"."kind" in ('booking', 'pending', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"mobile_prefix" text,
	"mobile_number" text,
	"mobile_country" text,
	"password_hash" text NOT NULL,
	"card_level_id" integer NOT NULL,
	"language" text DEFAULT 'en-US' NOT NULL,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_card_level_id_card_levels_id_fk" FOREIGN KEY ("card_level_id") REFERENCES "public"."card_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_levels" ADD CONSTRAINT "card_levels_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_ranges" ADD CONSTRAINT "card_ranges_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_ranges" ADD CONSTRAINT "card_ranges_card_level_id_card_levels_id_fk" FOREIGN KEY ("card_level_id") REFERENCES "public"."card_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_card_level_id_card_levels_id_fk" FOREIGN KEY ("card_level_id") REFERENCES "public"."card_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_card_level_id_card_levels_id_fk" FOREIGN KEY ("card_level_id") REFERENCES "public"."card_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_levels_programme_code_idx" ON "card_levels" USING btree ("programme_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "card_ranges_programme_prefix_idx" ON "card_ranges" USING btree ("programme_id","prefix");--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_level_service_idx" ON "entitlements" USING btree ("card_level_id","service");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_documents_code_language_idx" ON "terms_documents" USING btree ("code","language");--> statement-breakpoint
CREATE INDEX "user_messages_unread_idx" ON "user_messages" USING btree ("user_id") WHERE "user_messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));