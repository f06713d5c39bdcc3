-- A count that every change to published content moves on, so a server can keep the answers it
-- built from that content and know with one read whether they are still current. Statement
-- triggers keep it, so a change made any way (the admin pages, the importer, a seed, SQL by hand,
-- another server) is seen on the next request.
CREATE TABLE content_revision (
  id smallint PRIMARY KEY DEFAULT 1 CONSTRAINT content_revision_id_check CHECK (id = 1),
  revision bigint NOT NULL DEFAULT 0
);
INSERT INTO content_revision DEFAULT VALUES;

CREATE FUNCTION content_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_revision SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER rules_chapters_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rules_chapters
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump();
CREATE TRIGGER rules_sections_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rules_sections
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump();
CREATE TRIGGER rules_section_notes_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rules_section_notes
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump();
CREATE TRIGGER faq_sections_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_sections
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump();
CREATE TRIGGER news_items_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_items
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump();
CREATE TRIGGER changelog_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON changelog
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump();
