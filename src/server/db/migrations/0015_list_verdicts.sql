-- What the server found when it checked a saved list (issue 17): the verdict of validateList
-- against the data version the list names (or the current one, if that version is not known),
-- stored with the list so that shared links, profiles and organisers see the same answer.
-- Null for lists saved before this column existed: they are checked when they are read.
ALTER TABLE army_lists ADD COLUMN IF NOT EXISTS verdict jsonb;
ALTER TABLE army_lists ADD COLUMN IF NOT EXISTS legal boolean;
