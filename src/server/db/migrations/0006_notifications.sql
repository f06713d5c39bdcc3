-- Notifications for members: pushed live over the realtime hub, read from here.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recipient_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('direct_message', 'friend_request', 'friend_accepted', 'profile_comment', 'build_failure')),
  read boolean NOT NULL DEFAULT false,
  message text,
  content jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_recipient_idx ON notifications (recipient_id, created_at DESC);
CREATE INDEX notifications_type_idx ON notifications (type, created_at DESC);
