-- A claimant's ledger (GET /me/ledger) finds a wallet's vesting claims by beneficiary; the cockpit's funnel
-- counts Challenges per multiplier.
CREATE INDEX idx_vesting_claims_beneficiary ON idx_vesting_claims (beneficiary, block_number, log_index);
CREATE INDEX idx_challenge_bets_multiple ON idx_challenge_bets (multiple);
