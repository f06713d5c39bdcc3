-- Every new content revision is also announced on the channel content_revision (its number as the
-- payload), so a server that listens knows where published content stands without reading it on
-- each request; it reads the table when it is not listening (decision 37).
CREATE OR REPLACE FUNCTION content_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next bigint;
BEGIN
  UPDATE content_revision SET revision = revision + 1 WHERE id = 1 RETURNING revision INTO next;
  PERFORM pg_notify('content_revision', next::text);
  RETURN NULL;
END
$$;
