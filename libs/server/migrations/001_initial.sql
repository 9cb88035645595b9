-- GM Claim API schema. Addresses are stored lowercased (0x + 40 hex); amounts are 18-decimal base
-- units in NUMERIC(78,0), wide enough for any uint256.

-- Sign-in nonces: single use (deleted when consumed), valid for 5 minutes.
CREATE TABLE login_nonces (
  nonce TEXT PRIMARY KEY,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX login_nonces_expires_at ON login_nonces (expires_at);

-- Refresh tokens: only the sha256 of the opaque token is stored. One family per sign-in; a token is
-- rotated (rotated_at set) when it is used; using a rotated or revoked token revokes the family.
CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  family_id UUID NOT NULL,
  wallet TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  rotated_at TIMESTAMPTZ,
  revoked_at TIMESTAMPTZ
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

-- Eligibility by source, imported from CSV by operators.
CREATE TABLE eligibility (
  address TEXT PRIMARY KEY,
  mm NUMERIC(78, 0) NOT NULL DEFAULT 0,
  discord_role NUMERIC(78, 0) NOT NULL DEFAULT 0,
  space_kids NUMERIC(78, 0) NOT NULL DEFAULT 0,
  capsule NUMERIC(78, 0) NOT NULL DEFAULT 0,
  wing NUMERIC(78, 0) NOT NULL DEFAULT 0,
  community_airdrop NUMERIC(78, 0) NOT NULL DEFAULT 0,
  total NUMERIC(78, 0) NOT NULL DEFAULT 0,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Missions every wallet completes before choosing how to claim.
CREATE TABLE missions (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  url TEXT,
  sort_order INTEGER NOT NULL,
  active BOOLEAN NOT NULL DEFAULT TRUE
);

CREATE TABLE mission_completions (
  wallet TEXT NOT NULL,
  mission_id TEXT NOT NULL REFERENCES missions (id),
  completed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (wallet, mission_id)
);

-- Every EIP-712 signature the server issued. The primary key makes a repeated nonce impossible.
CREATE TABLE issued_signatures (
  nonce NUMERIC(78, 0) PRIMARY KEY,
  wallet TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('Register', 'Authorize')),
  amount NUMERIC(78, 0),
  deadline BIGINT NOT NULL,
  issued_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX issued_signatures_wallet ON issued_signatures (wallet);

INSERT INTO missions (id, title, description, url, sort_order) VALUES
  ('follow-x', 'Follow GM on X', 'Follow the official GM account on X.', 'https://x.com/', 1),
  ('join-discord', 'Join the GM Discord', 'Join the GM community server on Discord.', 'https://discord.com/', 2),
  ('verify-wallet', 'Verify your wallet', 'Sign in with the wallet that holds your eligibility.', NULL, 3);
