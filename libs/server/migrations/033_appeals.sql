-- Appeals (issue 33 §4): a wallet not in the published list, or disagreeing with its amount, asks for a correction;
-- an operator accepts (with the amount the next list version gives) or rejects, with a reason; accepted appeals are
-- exported into the next version's eligibility CSV. Both the appeal and the decision keep the EIP-712 signature
-- they were filed with (libs/shared/src/appeals/typed-data.ts), so either can be checked later.
CREATE TABLE appeals (
  id BIGSERIAL PRIMARY KEY,
  account TEXT NOT NULL CHECK (account ~ '^0x[0-9a-f]{40}$'),
  category TEXT NOT NULL CHECK (category IN ('not_listed', 'wrong_amount', 'other')),
  text TEXT NOT NULL,
  issued_at BIGINT NOT NULL,
  signature TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'received' CHECK (state IN ('received', 'accepted', 'rejected')),
  created_at TIMESTAMPTZ NOT NULL,
  decided_at TIMESTAMPTZ,
  decided_by TEXT,
  reason TEXT,
  amount NUMERIC(78, 0) CHECK (amount IS NULL OR amount > 0),
  decision_issued_at BIGINT,
  decision_signature TEXT,
  list_version INTEGER,
  CHECK ((state = 'received') = (decided_at IS NULL)),
  CHECK ((state = 'accepted') = (amount IS NOT NULL))
);
-- One open appeal per wallet, whatever the race between two requests.
CREATE UNIQUE INDEX appeals_one_open ON appeals (account) WHERE state = 'received';
CREATE INDEX appeals_account ON appeals (account, id DESC);
CREATE INDEX appeals_state_category ON appeals (state, category, id DESC);
