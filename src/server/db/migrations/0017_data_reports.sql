-- Reports of a problem in the game data (issue 17): a unit, a mission or a section of the rules,
-- the data version the reporter was reading, their words and, if they chose, their list as a
-- share code. Admins answer a report and may mark it fixed in a published data version; the
-- reporter is notified each time. A report outlives its reporter's account (the problem may still
-- be there), so the reporter becomes unknown rather than the report going.
CREATE TABLE data_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reporter_id uuid REFERENCES auth.users (id) ON DELETE SET NULL,
  subject_kind text NOT NULL CHECK (subject_kind IN ('unit', 'mission', 'rule-section')),
  subject_id text NOT NULL CHECK (char_length(subject_id) BETWEEN 1 AND 100),
  subject_title text NOT NULL,
  data_version text NOT NULL CHECK (char_length(data_version) BETWEEN 1 AND 100),
  list_code text CHECK (list_code IS NULL OR char_length(list_code) <= 8000),
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'fixed')),
  answer text CHECK (answer IS NULL OR char_length(answer) BETWEEN 1 AND 2000),
  answered_by uuid REFERENCES auth.users (id) ON DELETE SET NULL,
  answered_at timestamptz,
  fixed_version text CHECK (fixed_version IS NULL OR char_length(fixed_version) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'fixed') = (fixed_version IS NOT NULL))
);
CREATE INDEX data_reports_status_idx ON data_reports (status, created_at DESC, id DESC);
CREATE INDEX data_reports_reporter_idx ON data_reports (reporter_id, created_at DESC);
CREATE INDEX data_reports_subject_idx ON data_reports (subject_kind, subject_id);

-- The reporter hears when a report is answered and when it is fixed.
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (
  type IN (
    'direct_message', 'friend_request', 'friend_accepted', 'profile_comment', 'build_failure',
    'data_report_answered', 'data_report_fixed'
  )
);
