CREATE TABLE "faq_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"position" integer NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"related" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "faq_questions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "faq_questions_category_check" CHECK ("faq_questions"."category" in ('general', 'transport', 'airportAssistant', 'fastTrack'))
);
--> statement-breakpoint
CREATE TABLE "faq_texts" (
	"question_id" integer NOT NULL,
	"language" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_texts_question_id_language_pk" PRIMARY KEY("question_id","language")
);
--> statement-breakpoint
CREATE TABLE "help_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"email" text NOT NULL,
	"service_id" text,
	"category" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_queries_reference_unique" UNIQUE("reference"),
	CONSTRAINT "help_queries_category_check" CHECK ("help_queries"."category" in ('airportTransport', 'airportAssistant', 'membership', 'technical', 'other', 'emailChange', 'complaint'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_texts" ADD CONSTRAINT "faq_texts_question_id_faq_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."faq_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_queries" ADD CONSTRAINT "help_queries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_queries_email_idx" ON "help_queries" USING btree (lower("email"));