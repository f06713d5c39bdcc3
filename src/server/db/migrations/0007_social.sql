-- Social features (issue 7): public profile fields, friendships, direct messages, profile
-- comments, blocks and reports. Every row hangs off auth.users and goes with the account.

ALTER TABLE profiles
  ADD COLUMN social_links jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD CONSTRAINT profiles_bio_length CHECK (bio IS NULL OR char_length(bio) <= 500);

-- One row per pair of members, whichever asked first: pending until the other accepts.
-- Declining, cancelling and removing a friend delete the row.
CREATE TABLE friendships (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  requester_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  addressee_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted')),
  created_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  CHECK (requester_id <> addressee_id)
);
CREATE UNIQUE INDEX friendships_pair_key ON friendships (LEAST(requester_id, addressee_id), GREATEST(requester_id, addressee_id));
CREATE INDEX friendships_requester_idx ON friendships (requester_id, status);
CREATE INDEX friendships_addressee_idx ON friendships (addressee_id, status);
CREATE INDEX friendships_accepted_idx ON friendships (accepted_at DESC) WHERE status = 'accepted';

-- A conversation between two members (lower id first); its id names the realtime channel dm:<id>.
CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_low uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  user_high uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz,
  CHECK (user_low < user_high),
  UNIQUE (user_low, user_high)
);
CREATE INDEX conversations_high_idx ON conversations (user_high);

CREATE TABLE direct_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  recipient_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX direct_messages_conversation_idx ON direct_messages (conversation_id, created_at DESC, id DESC);
CREATE INDEX direct_messages_unread_idx ON direct_messages (recipient_id, conversation_id) WHERE read_at IS NULL;

CREATE TABLE profile_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX profile_comments_profile_idx ON profile_comments (profile_id, created_at DESC, id DESC);
CREATE INDEX profile_comments_author_idx ON profile_comments (author_id, created_at DESC);

-- A blocked member cannot send the blocker requests, messages or comments.
CREATE TABLE user_blocks (
  blocker_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  blocked_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX user_blocks_blocked_idx ON user_blocks (blocked_id);

-- Reports of a comment or message for admins; the reported text is kept as it was, since the
-- comment may be deleted before anyone looks.
CREATE TABLE content_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reporter_id uuid REFERENCES auth.users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('comment', 'message')),
  target_id uuid NOT NULL,
  target_author_id uuid REFERENCES auth.users (id) ON DELETE SET NULL,
  snapshot text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('spam', 'harassment', 'inappropriate', 'other')),
  note text CHECK (note IS NULL OR char_length(note) <= 500),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by uuid REFERENCES auth.users (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX content_reports_once_key ON content_reports (reporter_id, kind, target_id);
CREATE INDEX content_reports_status_idx ON content_reports (status, created_at DESC);
