-- Issue 21: a claim can pay another address than its beneficiary (GMVesting.claimTo / claimViaSig) or than the
-- claimant (GMChallenge.claimAndVestTo / …ViaSig). `recipient` is who was credited: the address named by the
-- ClaimedTo event that follows the claim's own event in the same transaction, else the beneficiary / user. Rows
-- indexed before this migration predate redirected claims, so their recipient is the beneficiary / user.
ALTER TABLE idx_vesting_claims ADD COLUMN recipient TEXT;
UPDATE idx_vesting_claims SET recipient = beneficiary;
ALTER TABLE idx_vesting_claims ALTER COLUMN recipient SET NOT NULL;
CREATE INDEX idx_vesting_claims_recipient ON idx_vesting_claims (recipient);

-- The part paid at once (Claimed) and the PUBLIC schedule created (Vest) both went to the recipient.
ALTER TABLE idx_challenge_claims ADD COLUMN recipient TEXT;
UPDATE idx_challenge_claims SET recipient = user_address;
ALTER TABLE idx_challenge_claims ALTER COLUMN recipient SET NOT NULL;
CREATE INDEX idx_challenge_claims_recipient ON idx_challenge_claims (recipient);

ALTER TABLE idx_challenge_vests ADD COLUMN recipient TEXT;
UPDATE idx_challenge_vests SET recipient = user_address;
ALTER TABLE idx_challenge_vests ALTER COLUMN recipient SET NOT NULL;
CREATE INDEX idx_challenge_vests_recipient ON idx_challenge_vests (recipient);
