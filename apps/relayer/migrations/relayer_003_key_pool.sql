-- Issue 35: a pool of sending keys. Each request's nonce belongs to one key (sender); a key sends from one relayer
-- process at a time, the holder of its lease (a row, like the indexer's writer lease: it works on PostgreSQL and
-- PGlite alike and fences the nonce counter).
ALTER TABLE relay_requests ADD COLUMN sender TEXT;
CREATE INDEX relay_requests_sender_open ON relay_requests (sender, nonce) WHERE status = 'submitted';

CREATE TABLE relay_key_leases (
  address TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);
