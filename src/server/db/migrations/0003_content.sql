-- Rules, FAQ, news and the changelog (spec §3). English columns are required; _es/_fr are
-- optional and fall back to English per field when read. Ids are readable slugs so sections
-- can be deep-linked (/rules#activations).
CREATE TABLE IF NOT EXISTS rules_chapters (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text NOT NULL CHECK (btrim(title) <> ''),
  title_es text,
  title_fr text,
  order_index integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS rules_sections (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  chapter_id text NOT NULL REFERENCES rules_chapters (id) ON DELETE CASCADE ON UPDATE CASCADE,
  title text NOT NULL CHECK (btrim(title) <> ''),
  title_es text,
  title_fr text,
  content text NOT NULL DEFAULT '',
  content_es text,
  content_fr text,
  order_index integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS rules_sections_chapter_order ON rules_sections (chapter_id, order_index);

-- Rules "fix-ups" (spec §5): extra notes appended to a section's text, kept as data.
CREATE TABLE IF NOT EXISTS rules_section_notes (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  section_id text NOT NULL REFERENCES rules_sections (id) ON DELETE CASCADE ON UPDATE CASCADE,
  content text NOT NULL CHECK (btrim(content) <> ''),
  content_es text,
  content_fr text,
  order_index integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS rules_section_notes_section ON rules_section_notes (section_id, order_index);

CREATE TABLE IF NOT EXISTS faq_sections (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  section text NOT NULL CHECK (btrim(section) <> ''),
  section_es text,
  section_fr text,
  content text NOT NULL DEFAULT '',
  content_es text,
  content_fr text,
  order_index integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS news_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  news_id text NOT NULL UNIQUE,
  date date NOT NULL,
  translation_key text,
  content_en text,
  content_es text,
  content_fr text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS news_items_date ON news_items (date DESC, created_at DESC);

-- The changelog is one Markdown document; a single row keeps it.
CREATE TABLE IF NOT EXISTS changelog (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  content text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
