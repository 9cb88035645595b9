-- The event index: what the indexer process (apps/indexer) writes and the history
-- endpoints read. Every event row is keyed by (block_number, log_index), so a reorg rewind is one
-- DELETE … WHERE block_number > ancestor per table. Addresses lowercase, uint256 as NUMERIC(78,0).

-- How far the index has got (one row). `contracts` fingerprints the chain id and addresses indexed:
-- when it changes (a new deployment, a fresh local chain) the indexer starts over.
CREATE TABLE index_cursor (
  id SMALLINT PRIMARY KEY CHECK (id = 1),
  fingerprint TEXT NOT NULL,
  chain_id BIGINT NOT NULL,
  start_block BIGINT NOT NULL,
  confirmations INTEGER NOT NULL,
  indexed_block BIGINT,
  chain_head BIGINT,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Hashes of the blocks the index holds: every block with an indexed event and the last block of
-- every indexed range. A stored hash the node no longer has means a reorg (see indexer/follower.ts).
CREATE TABLE index_blocks (
  block_number BIGINT PRIMARY KEY,
  block_hash TEXT NOT NULL,
  block_timestamp BIGINT NOT NULL
);

-- The one indexer allowed to write: a lease renewed while it runs and checked inside every write
-- transaction (a stalled indexer whose lease was taken over cannot write any more).
CREATE TABLE index_writer_lease (
  id SMALLINT PRIMARY KEY CHECK (id = 1),
  holder TEXT NOT NULL,
  acquired_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);

-- GMVesting ×5
CREATE TABLE idx_vesting_schedules (
  contract TEXT NOT NULL,
  schedule_id NUMERIC(78, 0) NOT NULL,
  beneficiary TEXT NOT NULL,
  total_amount NUMERIC(78, 0) NOT NULL,
  tge_amount NUMERIC(78, 0) NOT NULL,
  release_day SMALLINT NOT NULL,
  block_number BIGINT NOT NULL,
  log_index INTEGER NOT NULL,
  tx_hash TEXT NOT NULL,
  PRIMARY KEY (block_number, log_index)
);
CREATE UNIQUE INDEX idx_vesting_schedules_id ON idx_vesting_schedules (contract, schedule_id);

CREATE TABLE idx_vesting_claims (
  contract TEXT NOT NULL,
  schedule_id NUMERIC(78, 0) NOT NULL,
  beneficiary TEXT NOT NULL,
  amount NUMERIC(78, 0) NOT NULL,
  claimed_at BIGINT NOT NULL,
  block_number BIGINT NOT NULL,
  log_index INTEGER NOT NULL,
  tx_hash TEXT NOT NULL,
  PRIMARY KEY (block_number, log_index)
);
CREATE INDEX idx_vesting_claims_schedule ON idx_vesting_claims (contract, schedule_id, block_number DESC, log_index DESC);

CREATE TABLE idx_vesting_revocations (
  contract TEXT NOT NULL,
  schedule_id NUMERIC(78, 0) NOT NULL,
  unvested_returned NUMERIC(78, 0) NOT NULL,
  block_number BIGINT NOT NULL,
  log_index INTEGER NOT NULL,
  tx_hash TEXT NOT NULL,
  PRIMARY KEY (block_number, log_index)
);
CREATE INDEX idx_vesting_revocations_schedule ON idx_vesting_revocations (contract, schedule_id);

-- kind: 'proposed' (BeneficiaryChangeProposed) or 'changed' (BeneficiaryChanged).
CREATE TABLE idx_beneficiary_changes (
  contract TEXT NOT NULL,
  schedule_id NUMERIC(78, 0) NOT NULL,
  kind TEXT NOT NULL,
  from_address TEXT NOT NULL,
  to_address TEXT NOT NULL,
  block_number BIGINT NOT NULL,
  log_index INTEGER NOT NULL,
  tx_hash TEXT NOT NULL,
  PRIMARY KEY (block_number, log_index)
);
CREATE INDEX idx_beneficiary_changes_schedule ON idx_beneficiary_changes (contract, schedule_id);

-- GMChallenge
CREATE TABLE idx_challenge_registrations (
  user_address TEXT NOT NULL,
  amount NUMERIC(78, 0) NOT NULL,
  block_number BIGINT NOT NULL,
  log_index INTEGER NOT NULL,
  tx_hash TEXT NOT NULL,
  PRIMARY KEY (block_number, log_index)
);
CREATE INDEX idx_challenge_registrations_user ON idx_challenge_registrations (user_address);

-- prob_bps / loss_bps: the odds recorded with the bet (NULL for a contract whose event lacks them).
CREATE TABLE idx_challenge_bets (
  request_id NUMERIC(78, 0) NOT NULL,
  user_address TEXT NOT NULL,
  unit NUMERIC(78, 0) NOT NULL,
  multiple NUMERIC(78, 0) NOT NULL,
  price NUMERIC(78, 0) NOT NULL,
  prob_bps INTEGER,
  loss_bps INTEGER,
  block_number BIGINT NOT NULL,
  log_index INTEGER NOT NULL,
  tx_hash TEXT NOT NULL,
  PRIMARY KEY (block_number, log_index)
);
CREATE UNIQUE INDEX idx_challenge_bets_request ON idx_challenge_bets (request_id);
CREATE INDEX idx_challenge_bets_user ON idx_challenge_bets (user_address, block_number DESC, log_index DESC);

CREATE TABLE idx_challenge_resolutions (
  request_id NUMERIC(78, 0) NOT NULL,
  user_address TEXT NOT NULL,
  success BOOLEAN NOT NULL,
  gained NUMERIC(78, 0) NOT NULL,
  random_word NUMERIC(78, 0),
  block_number BIGINT NOT NULL,
  log_index INTEGER NOT NULL,
  tx_hash TEXT NOT NULL,
  PRIMARY KEY (block_number, log_index)
);
CREATE UNIQUE INDEX idx_challenge_resolutions_request ON idx_challenge_resolutions (request_id);

CREATE TABLE idx_challenge_cancel_requests (
  request_id NUMERIC(78, 0) NOT NULL,
  user_address TEXT NOT NULL,
  finalizable_at BIGINT NOT NULL,
  block_number BIGINT NOT NULL,
  log_index INTEGER NOT NULL,
  tx_hash TEXT NOT NULL,
  PRIMARY KEY (block_number, log_index)
);
CREATE INDEX idx_challenge_cancel_requests_request ON idx_challenge_cancel_requests (request_id);

CREATE TABLE idx_challenge_cancellations (
  request_id NUMERIC(78, 0) NOT NULL,
  user_address TEXT NOT NULL,
  block_number BIGINT NOT NULL,
  log_index INTEGER NOT NULL,
  tx_hash TEXT NOT NULL,
  PRIMARY KEY (block_number, log_index)
);
CREATE UNIQUE INDEX idx_challenge_cancellations_request ON idx_challenge_cancellations (request_id);

CREATE TABLE idx_challenge_claims (
  user_address TEXT NOT NULL,
  amount NUMERIC(78, 0) NOT NULL,
  block_number BIGINT NOT NULL,
  log_index INTEGER NOT NULL,
  tx_hash TEXT NOT NULL,
  PRIMARY KEY (block_number, log_index)
);
CREATE INDEX idx_challenge_claims_user ON idx_challenge_claims (user_address);

CREATE TABLE idx_challenge_vests (
  user_address TEXT NOT NULL,
  schedule_id NUMERIC(78, 0) NOT NULL,
  amount NUMERIC(78, 0) NOT NULL,
  block_number BIGINT NOT NULL,
  log_index INTEGER NOT NULL,
  tx_hash TEXT NOT NULL,
  PRIMARY KEY (block_number, log_index)
);
CREATE INDEX idx_challenge_vests_user ON idx_challenge_vests (user_address);

CREATE TABLE idx_betting_table (
  unit NUMERIC(78, 0) NOT NULL,
  multiple NUMERIC(78, 0) NOT NULL,
  prob_bps INTEGER NOT NULL,
  loss_bps INTEGER NOT NULL,
  block_number BIGINT NOT NULL,
  log_index INTEGER NOT NULL,
  tx_hash TEXT NOT NULL,
  PRIMARY KEY (block_number, log_index)
);
CREATE INDEX idx_betting_table_row ON idx_betting_table (unit, multiple, block_number DESC, log_index DESC);
