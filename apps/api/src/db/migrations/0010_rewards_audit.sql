CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"admin_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_unlocks" (
	"user_id" uuid NOT NULL,
	"reward_id" uuid NOT NULL,
	"unlocked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_unlocks_user_id_reward_id_pk" PRIMARY KEY("user_id","reward_id")
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_name" text NOT NULL,
	"image_url" text,
	"discount_percentage" integer NOT NULL,
	"promo_code" text,
	"description" text NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"required_level" integer DEFAULT 1 NOT NULL,
	"required_points" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_example" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_discount_range" CHECK ("rewards"."discount_percentage" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "reward_unlocks" ADD CONSTRAINT "reward_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_unlocks" ADD CONSTRAINT "reward_unlocks_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rewards_thresholds_idx" ON "rewards" USING btree ("required_level","required_points");--> statement-breakpoint
-- Five example partner offers near Neuchâtel, marked as examples: the operator replaces
-- them with real partners in the admin area (DESIGN.md §13).
INSERT INTO "rewards" ("partner_name", "image_url", "discount_percentage", "promo_code", "description", "conditions", "required_level", "required_points", "is_example") VALUES
  ('Boulangerie du Val-de-Ruz (exemple)', '/rewards/boulangerie.svg', 10, 'ECLAT10', 'Un croissant offert pour tout café acheté.', 'Une fois par visite, sur présentation du code.', 1, 0, true),
  ('Garage des Gorges (exemple)', '/rewards/garage.svg', 15, 'GARAGE15', '15 % sur le contrôle avant l’expertise.', 'Sur rendez-vous, main-d’œuvre uniquement.', 3, 200, true),
  ('Pneus Chaumont (exemple)', '/rewards/pneus.svg', 20, NULL, '20 % sur le changement de pneus saisonnier.', 'Montage et équilibrage, hors pneus neufs.', 5, 500, true),
  ('Café du Lac, Saint-Blaise (exemple)', '/rewards/cafe.svg', 25, 'LAC25', '25 % sur le brunch du dimanche.', 'Réservation conseillée, non cumulable.', 8, 1300, true),
  ('Détailing Littoral (exemple)', '/rewards/detailing.svg', 30, 'BRILLANCE30', '30 % sur un nettoyage intérieur complet.', 'Véhicules de tourisme, sur rendez-vous.', 12, 2900, true);
