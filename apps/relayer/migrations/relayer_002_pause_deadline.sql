-- Issue 35. An operator's pause (one row, flipped without a restart by a signed POST /relay/pause); each request's
-- signed deadline (a transaction still pending after it frees its nonce with a zero-value self-transfer); which
-- transaction of a request is such a cancellation; a lookup of the exact same signed claim without any chain read.
CREATE TABLE relay_pause (
  id BOOLEAN PRIMARY KEY DEFAULT true CHECK (id),
  paused BOOLEAN NOT NULL,
  reason TEXT NOT NULL DEFAULT '',
  by_address TEXT NOT NULL,
  -- The signed message's time (unix seconds): an older signature never undoes a newer one.
  signed_at BIGINT NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

ALTER TABLE relay_requests ADD COLUMN deadline BIGINT;
ALTER TABLE relay_transactions ADD COLUMN cancel BOOLEAN NOT NULL DEFAULT false;
CREATE INDEX relay_requests_calldata ON relay_requests (md5(calldata));
