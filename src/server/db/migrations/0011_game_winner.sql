-- The account that won a finished online game, so profiles can count games won. Seat 1 belongs
-- to the host and seat 2 to the opponent (the join route seats the opponent there); the highest
-- score wins, and a draw, an unfinished game or a seat without an account has no winner.
ALTER TABLE games ADD COLUMN IF NOT EXISTS winner_id uuid REFERENCES auth.users (id) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS games_winner ON games (winner_id) WHERE winner_id IS NOT NULL;

-- Games finished before this column existed: the same rule, read from the stored state.
WITH scores AS (
  SELECT g.id, (p.value ->> 'seat')::int AS seat, (p.value ->> 'score')::int AS score
  FROM games g, jsonb_each(CASE WHEN jsonb_typeof(g.state -> 'players') = 'object' THEN g.state -> 'players' ELSE '{}'::jsonb END) p
  WHERE g.ended_at IS NOT NULL AND g.phase = 'summary'
    AND (p.value ->> 'seat') IN ('1', '2') AND jsonb_typeof(p.value -> 'score') = 'number'
),
ranked AS (
  SELECT id, seat, score, count(*) OVER (PARTITION BY id, score) AS tied,
         max(score) OVER (PARTITION BY id) AS best
  FROM scores
)
UPDATE games g
SET winner_id = CASE r.seat WHEN 1 THEN g.host_id ELSE g.opponent_id END
FROM ranked r
WHERE r.id = g.id AND r.score = r.best AND r.tied = 1;
