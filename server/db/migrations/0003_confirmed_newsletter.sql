-- The newsletter with confirmed opt-in (see ../schema.ts): a signup is pending
-- until the visitor confirms it from the page the confirmation mail links to;
-- confirming issues the discount code. Each subscriber keeps the proof of
-- their consent: when they signed up and confirmed, from which form and page,
-- in which language, and which version of the consent text they saw.
ALTER TABLE subscribers ADD COLUMN status text NOT NULL DEFAULT 'pending';
ALTER TABLE subscribers ADD COLUMN signed_up_at timestamptz;
ALTER TABLE subscribers ADD COLUMN confirmed_at timestamptz;
ALTER TABLE subscribers ADD COLUMN consent_form text;
ALTER TABLE subscribers ADD COLUMN consent_page text;
ALTER TABLE subscribers ADD COLUMN consent_version text;
ALTER TABLE subscribers ADD COLUMN confirmation_sent_at timestamptz;
ALTER TABLE subscribers ADD COLUMN discount_code text;
ALTER TABLE subscribers ADD COLUMN code_redeemed_at timestamptz;
-- Addresses stored before confirmation existed were never confirmed and have
-- no proof of consent: they stay pending, get no mail, and are removed with
-- the other unconfirmed signups.
UPDATE subscribers SET signed_up_at = created_at;
ALTER TABLE subscribers ALTER COLUMN signed_up_at SET NOT NULL;
ALTER TABLE subscribers ALTER COLUMN signed_up_at SET DEFAULT now();
ALTER TABLE subscribers ADD CONSTRAINT subscribers_status CHECK (status IN ('pending', 'confirmed'));
ALTER TABLE subscribers ADD CONSTRAINT subscribers_confirmed CHECK (
  (status = 'confirmed') = (confirmed_at IS NOT NULL AND discount_code IS NOT NULL)
);
CREATE UNIQUE INDEX subscribers_discount_code ON subscribers (discount_code);
CREATE INDEX subscribers_pending_signed_up_at ON subscribers (signed_up_at) WHERE status = 'pending';

-- The outbox carries mail to subscribers beside the lead notifications: each
-- row is one kind, about one lead or one subscriber, and goes with them when
-- they are deleted.
ALTER TABLE mail_outbox ADD COLUMN kind text NOT NULL DEFAULT 'lead';
ALTER TABLE mail_outbox ALTER COLUMN kind DROP DEFAULT;
ALTER TABLE mail_outbox ADD COLUMN subscriber_id uuid REFERENCES subscribers (id) ON DELETE CASCADE;
ALTER TABLE mail_outbox ALTER COLUMN submission_id DROP NOT NULL;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind CHECK (
  (kind = 'lead' AND submission_id IS NOT NULL AND subscriber_id IS NULL)
  OR (kind IN ('confirmation', 'welcome') AND subscriber_id IS NOT NULL AND submission_id IS NULL)
);
CREATE INDEX mail_outbox_subscriber ON mail_outbox (subscriber_id);
CREATE INDEX mail_outbox_created_at ON mail_outbox (created_at);
