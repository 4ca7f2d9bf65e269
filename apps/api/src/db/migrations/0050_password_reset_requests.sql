-- « Mot de passe oublié ? » (docs/decisions/0035): each request, for an account or not,
-- writes one row once its answer has left; an instance mails the links a moment later, so
-- the answer's time and the work around it are the same whether the address has an account.
CREATE TABLE "password_reset_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION password_reset_requested() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('password_reset_requests', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER password_reset_requested AFTER INSERT ON password_reset_requests
  FOR EACH ROW EXECUTE FUNCTION password_reset_requested();
