-- Deployment records (from the Netlify API or a signed webhook) and published unit-data versions.
CREATE TABLE deployments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider text NOT NULL,
  external_id text NOT NULL,
  state text NOT NULL,
  site_name text NOT NULL,
  branch text,
  deploy_url text,
  error_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, external_id)
);
CREATE INDEX deployments_created_idx ON deployments (created_at DESC);

CREATE TABLE data_pack_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  version text NOT NULL UNIQUE,
  pack jsonb NOT NULL,
  source_name text,
  notes text,
  published_by uuid REFERENCES auth.users (id) ON DELETE SET NULL,
  active boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX data_pack_versions_active_idx ON data_pack_versions (active) WHERE active;
