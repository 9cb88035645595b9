-- The operators' incident note on the public status page (issue 34 §2): posted from /ops by a signed-in operator,
-- read by apps/status-writer into /status.json. The newest row not cleared is the note shown; clearing keeps
-- the row (who said what, and when, stays on record).
CREATE TABLE status_incidents (
  id BIGSERIAL PRIMARY KEY,
  message TEXT NOT NULL CHECK (char_length(message) BETWEEN 1 AND 500),
  posted_by TEXT NOT NULL,
  posted_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  cleared_by TEXT,
  cleared_at TIMESTAMPTZ
);
CREATE INDEX status_incidents_open ON status_incidents (id DESC) WHERE cleared_at IS NULL;
