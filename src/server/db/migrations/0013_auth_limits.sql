-- Per-account and per-address limits on the auth service (failed sign-ins per account, e-mails
-- per address). Kept in the database so they hold across instances, and keyed by a hash of the
-- address so they apply the same whether or not an account exists.
CREATE TABLE auth.limit_hits (
  id bigserial PRIMARY KEY,
  bucket text NOT NULL,
  key_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX limit_hits_key_idx ON auth.limit_hits (bucket, key_hash, created_at DESC);
CREATE INDEX limit_hits_created_idx ON auth.limit_hits (created_at);
