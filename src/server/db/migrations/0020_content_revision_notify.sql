-- Every new content revision is also announced on the channel content_revision (its number as the
-- payload), so a server that listens knows where published content stands without reading it on
-- each request; it reads the table when it is not listening (decision 37).
--
-- And the revision moves only when a statement changed a row (or emptied a table): migration
-- 0019's statement triggers fired on every statement, so an UPDATE that matched nothing (a write
-- refused as 404) moved it too, and every server built its content answers again for nothing.
-- Transition tables tell whether a statement touched a row; they take one event per trigger.
CREATE OR REPLACE FUNCTION content_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next bigint;
BEGIN
  UPDATE content_revision SET revision = revision + 1 WHERE id = 1 RETURNING revision INTO next;
  PERFORM pg_notify('content_revision', next::text);
  RETURN NULL;
END
$$;

CREATE FUNCTION content_revision_bump_if_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next bigint;
BEGIN
  IF EXISTS (SELECT 1 FROM changed) THEN
    UPDATE content_revision SET revision = revision + 1 WHERE id = 1 RETURNING revision INTO next;
    PERFORM pg_notify('content_revision', next::text);
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER rules_chapters_revision ON rules_chapters;
CREATE TRIGGER rules_chapters_revision_insert AFTER INSERT ON rules_chapters REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump_if_changed();
CREATE TRIGGER rules_chapters_revision_update AFTER UPDATE ON rules_chapters REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump_if_changed();
CREATE TRIGGER rules_chapters_revision_delete AFTER DELETE ON rules_chapters REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump_if_changed();
CREATE TRIGGER rules_chapters_revision_truncate AFTER TRUNCATE ON rules_chapters
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump();

DROP TRIGGER rules_sections_revision ON rules_sections;
CREATE TRIGGER rules_sections_revision_insert AFTER INSERT ON rules_sections REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump_if_changed();
CREATE TRIGGER rules_sections_revision_update AFTER UPDATE ON rules_sections REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump_if_changed();
CREATE TRIGGER rules_sections_revision_delete AFTER DELETE ON rules_sections REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump_if_changed();
CREATE TRIGGER rules_sections_revision_truncate AFTER TRUNCATE ON rules_sections
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump();

DROP TRIGGER rules_section_notes_revision ON rules_section_notes;
CREATE TRIGGER rules_section_notes_revision_insert AFTER INSERT ON rules_section_notes REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump_if_changed();
CREATE TRIGGER rules_section_notes_revision_update AFTER UPDATE ON rules_section_notes REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump_if_changed();
CREATE TRIGGER rules_section_notes_revision_delete AFTER DELETE ON rules_section_notes REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump_if_changed();
CREATE TRIGGER rules_section_notes_revision_truncate AFTER TRUNCATE ON rules_section_notes
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump();

DROP TRIGGER faq_sections_revision ON faq_sections;
CREATE TRIGGER faq_sections_revision_insert AFTER INSERT ON faq_sections REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump_if_changed();
CREATE TRIGGER faq_sections_revision_update AFTER UPDATE ON faq_sections REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump_if_changed();
CREATE TRIGGER faq_sections_revision_delete AFTER DELETE ON faq_sections REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump_if_changed();
CREATE TRIGGER faq_sections_revision_truncate AFTER TRUNCATE ON faq_sections
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump();

DROP TRIGGER news_items_revision ON news_items;
CREATE TRIGGER news_items_revision_insert AFTER INSERT ON news_items REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump_if_changed();
CREATE TRIGGER news_items_revision_update AFTER UPDATE ON news_items REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump_if_changed();
CREATE TRIGGER news_items_revision_delete AFTER DELETE ON news_items REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump_if_changed();
CREATE TRIGGER news_items_revision_truncate AFTER TRUNCATE ON news_items
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump();

DROP TRIGGER changelog_revision ON changelog;
CREATE TRIGGER changelog_revision_insert AFTER INSERT ON changelog REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump_if_changed();
CREATE TRIGGER changelog_revision_update AFTER UPDATE ON changelog REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump_if_changed();
CREATE TRIGGER changelog_revision_delete AFTER DELETE ON changelog REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump_if_changed();
CREATE TRIGGER changelog_revision_truncate AFTER TRUNCATE ON changelog
  FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump();
