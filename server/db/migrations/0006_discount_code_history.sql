-- Discount codes outlive the subscription they came with (see ../schema.ts).
-- Each is kept with a one-way hash of its holder's mailbox (holder), so that
-- unsubscribing and signing up again, or signing up with another spelling of
-- the same mailbox, brings back the same code, and whether it was used is not
-- forgotten. A code is unique to its holder; several spellings of one mailbox
-- may be subscribed at once and share it.
CREATE TABLE discount_codes (
  code text PRIMARY KEY,
  holder text UNIQUE,
  issued_at timestamptz NOT NULL,
  redeemed_at timestamptz
);
CREATE INDEX discount_codes_issued_at ON discount_codes (issued_at);

-- Codes issued so far move here. Their holders' hashes are computed by the
-- server (server/discount-code.ts) when it next starts: SQL does not know
-- how a mailbox is spelt.
INSERT INTO discount_codes (code, issued_at, redeemed_at)
  SELECT discount_code, confirmed_at, code_redeemed_at FROM subscribers WHERE discount_code IS NOT NULL;
DROP INDEX subscribers_discount_code;
CREATE INDEX subscribers_discount_code ON subscribers (discount_code);
ALTER TABLE subscribers ADD CONSTRAINT subscribers_discount_code_fkey
  FOREIGN KEY (discount_code) REFERENCES discount_codes (code);
ALTER TABLE subscribers DROP COLUMN code_redeemed_at;
