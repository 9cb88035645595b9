-- The sponsoring relayer's outbox (apps/relayer). A request is stored before anything is
-- spent; each transaction (raw signed bytes, nonce, fees, hash) is stored before it is broadcast.
-- One nonce per request, kept by its replacements: at most one of a request's transactions can mine.

-- The sending key and the chain it sends on: a different genesis block (a fresh local chain)
-- means every stored nonce is meaningless there (relayer/reconcile.ts).
CREATE TABLE relay_sender (
  address TEXT PRIMARY KEY,
  chain_id BIGINT NOT NULL,
  genesis_hash TEXT NOT NULL,
  next_nonce BIGINT NOT NULL
);

CREATE TABLE relay_requests (
  id UUID PRIMARY KEY,
  kind TEXT NOT NULL,
  campaign TEXT NOT NULL,
  target TEXT NOT NULL,
  claimant TEXT NOT NULL,
  -- One sponsored claim per release: (contract, schedule, release month) or (GMChallenge, user).
  limit_key TEXT NOT NULL,
  calldata TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('queued', 'submitted', 'mined', 'failed')),
  nonce BIGINT,
  tx_hash TEXT,
  block_number BIGINT,
  gas_used NUMERIC(78, 0),
  cost_wei NUMERIC(78, 0),
  error TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  mined_at TIMESTAMPTZ
);
-- A failed request (refused at send time, nonce lost) frees its release for another try.
CREATE UNIQUE INDEX relay_requests_limit_key ON relay_requests (limit_key) WHERE status <> 'failed';
CREATE INDEX relay_requests_open ON relay_requests (status, created_at) WHERE status IN ('queued', 'submitted');

CREATE TABLE relay_transactions (
  hash TEXT PRIMARY KEY,
  request_id UUID NOT NULL REFERENCES relay_requests (id),
  nonce BIGINT NOT NULL,
  raw TEXT NOT NULL,
  max_fee_per_gas NUMERIC(78, 0) NOT NULL,
  max_priority_fee_per_gas NUMERIC(78, 0) NOT NULL,
  gas_limit NUMERIC(78, 0) NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  broadcast_at TIMESTAMPTZ
);
CREATE INDEX relay_transactions_request ON relay_transactions (request_id, created_at);
