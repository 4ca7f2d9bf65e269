CREATE TYPE "public"."badge_rarity" AS ENUM('common', 'rare', 'epic', 'legendary', 'mythic');--> statement-breakpoint
CREATE TABLE "badges" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"category" text NOT NULL,
	"rarity" "badge_rarity" NOT NULL,
	"points_reward" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snake_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"seed" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"week_start" date,
	"score" integer,
	"duration" integer,
	"ticks" integer
);
--> statement-breakpoint
CREATE TABLE "snake_weeks_settled" (
	"week_start" date PRIMARY KEY NOT NULL,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"user_id" uuid NOT NULL,
	"badge_id" text NOT NULL,
	"unlocked_at" timestamp with time zone NOT NULL,
	"showcased" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_badges_user_id_badge_id_pk" PRIMARY KEY("user_id","badge_id")
);
--> statement-breakpoint
ALTER TABLE "snake_games" ADD CONSTRAINT "snake_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "snake_games_one_per_week" ON "snake_games" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE INDEX "snake_games_week_rank_idx" ON "snake_games" USING btree ("week_start","score","duration");--> statement-breakpoint
CREATE INDEX "snake_games_user_started_idx" ON "snake_games" USING btree ("user_id","started_at");--> statement-breakpoint
-- The badge collection (DESIGN.md §8): 25 definitions; the rules are in packages/shared/src/domain/badges.ts.
INSERT INTO "badges" ("id", "name", "description", "icon", "category", "rarity", "points_reward", "sort_order") VALUES
  ('first_wash', 'Premier lavage', 'Valider votre premier lavage.', '🚿', 'frequency', 'common', 10, 10),
  ('washes_10', 'Habitué', 'Valider 10 lavages.', '🧽', 'frequency', 'rare', 25, 20),
  ('washes_25', 'Fidèle', 'Valider 25 lavages.', '🫧', 'frequency', 'epic', 50, 30),
  ('washes_50', 'Pilier de la station', 'Valider 50 lavages.', '🏅', 'frequency', 'legendary', 100, 40),
  ('washes_100', 'Centurion de la brillance', 'Valider 100 lavages.', '💯', 'frequency', 'mythic', 250, 50),
  ('streak_3', 'Sur la lancée', 'Laver 3 jours de suite.', '🔥', 'streak', 'common', 15, 60),
  ('streak_7', 'Semaine parfaite', 'Laver 7 jours de suite.', '📅', 'streak', 'rare', 40, 70),
  ('streak_14', 'Inarrêtable', 'Laver 14 jours de suite.', '⚡', 'streak', 'epic', 80, 80),
  ('streak_30', 'Mois de feu', 'Laver 30 jours de suite.', '🌋', 'streak', 'legendary', 200, 90),
  ('all_stations', 'Globe-trotter', 'Laver dans les trois stations.', '🗺️', 'location', 'rare', 30, 100),
  ('station_regular', 'Enfant du pays', 'Laver 10 fois dans la même station.', '🏠', 'location', 'epic', 50, 110),
  ('early_bird', 'Lève-tôt', 'Laver avant 9 h.', '🌅', 'temporal', 'common', 10, 120),
  ('night_owl', 'Oiseau de nuit', 'Laver à partir de 19 h.', '🦉', 'temporal', 'common', 10, 130),
  ('weekend_warrior', 'Guerrier du week-end', 'Laver un samedi ou un dimanche.', '🏖️', 'temporal', 'common', 10, 140),
  ('level_5', 'Pro du lavage', 'Atteindre le niveau 5.', '⭐', 'performance', 'common', 20, 150),
  ('level_10', 'Maître+', 'Atteindre le niveau 10.', '🌟', 'performance', 'rare', 50, 160),
  ('level_25', 'Élite', 'Atteindre le niveau 25.', '👑', 'performance', 'legendary', 150, 170),
  ('points_1000', 'Millier de points', 'Cumuler 1 000 points.', '💎', 'performance', 'rare', 30, 180),
  ('points_5000', 'Collectionneur', 'Cumuler 5 000 points.', '💰', 'performance', 'epic', 100, 190),
  ('first_share', 'Influenceur', 'Partager un lavage sur un réseau social.', '📣', 'event', 'common', 10, 200),
  ('first_review', 'Critique étoilé', 'Voir un avis Google validé.', '📝', 'event', 'rare', 20, 210),
  ('first_referral', 'Ambassadeur', 'Parrainer un ami qui valide son premier lavage.', '🤝', 'event', 'rare', 30, 220),
  ('snake_first_game', 'Charmeur de serpent', 'Soumettre un premier score au défi Snake.', '🐍', 'event', 'common', 10, 230),
  ('snake_podium', 'Podium Snake', 'Finir dans les trois premiers d’un défi Snake hebdomadaire.', '🥉', 'rare', 'epic', 50, 240),
  ('snake_champion', 'Roi du Snake', 'Gagner un défi Snake hebdomadaire.', '🏆', 'rare', 'mythic', 100, 250);
