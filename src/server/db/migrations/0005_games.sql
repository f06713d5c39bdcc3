-- Online games (issue 6): one row per game with its current state, and the command log the state
-- is rebuilt from. The server applies a command only on top of the sequence number its sender
-- saw, and a command id (chosen by the device that made it) is stored once per game.
CREATE TABLE IF NOT EXISTS games (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  host_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  opponent_id uuid REFERENCES auth.users (id) ON DELETE SET NULL,
  -- What the host shares so the opponent can join; what spectators open the game with.
  join_code text NOT NULL UNIQUE CHECK (join_code ~ '^[A-Z0-9]{4,12}$'),
  spectator_code text NOT NULL UNIQUE CHECK (spectator_code ~ '^[A-Za-z0-9]{8,32}$'),
  sequence integer NOT NULL DEFAULT 0 CHECK (sequence >= 0),
  state jsonb NOT NULL,
  phase text NOT NULL CHECK (phase IN ('setup', 'deployment', 'game', 'scoring', 'summary')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
CREATE INDEX IF NOT EXISTS games_host_updated ON games (host_id, updated_at DESC);
CREATE INDEX IF NOT EXISTS games_opponent_updated ON games (opponent_id, updated_at DESC) WHERE opponent_id IS NOT NULL;

CREATE TABLE IF NOT EXISTS game_events (
  game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  sequence integer NOT NULL CHECK (sequence > 0),
  command_id text NOT NULL,
  -- The command as sent: { id, at, command }.
  command jsonb NOT NULL,
  author_id uuid REFERENCES auth.users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_id, sequence),
  UNIQUE (game_id, command_id)
);
