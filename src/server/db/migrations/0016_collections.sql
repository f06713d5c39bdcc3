-- A player's collection (issue 17): how many of each unit they own, one row per unit. Each count
-- keeps the time the player set it (updated_at, from their device, never later than the server's
-- clock), so changes from two devices merge unit by unit and the later one wins. A count of 0 is
-- kept: it is how "I sold them" reaches the other devices.
CREATE TABLE IF NOT EXISTS collection_items (
  owner_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  unit_id text NOT NULL CHECK (unit_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(unit_id) <= 80),
  count integer NOT NULL CHECK (count BETWEEN 0 AND 999),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (owner_id, unit_id)
);
