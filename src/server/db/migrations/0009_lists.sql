-- Army lists kept in the cloud for signed-in members (issue 4). The id is the one the browser
-- gave the list, so saving again from any device updates the same row; it is unique per owner.
-- A list gets a short code the first time it is shared or made public; the code keeps
-- working (and shows the list as it is now) until the list is deleted.
CREATE TABLE IF NOT EXISTS army_lists (
  owner_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  id text NOT NULL CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  name text NOT NULL CHECK (char_length(name) <= 100),
  faction_id text NOT NULL,
  -- The whole list as the app keeps it (validated by the list schema before it is stored).
  list jsonb NOT NULL,
  -- The list's own updatedAt: a save older than the stored copy is refused, never applied.
  list_updated_at timestamptz NOT NULL,
  is_public boolean NOT NULL DEFAULT false,
  -- When the list was last made public (the activity feed's date); null while private.
  published_at timestamptz,
  short_code text UNIQUE CHECK (short_code ~ '^[A-Za-z0-9]{10}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, id)
);
CREATE INDEX IF NOT EXISTS army_lists_owner_updated ON army_lists (owner_id, list_updated_at DESC);
CREATE INDEX IF NOT EXISTS army_lists_public ON army_lists (owner_id, published_at DESC) WHERE is_public;
