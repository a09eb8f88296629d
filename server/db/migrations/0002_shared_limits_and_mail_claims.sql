-- Rate-limit counters that every instance on one PostgreSQL shares (see
-- ../../api/rate-limit.ts; the embedded database keeps them in memory). They
-- only matter for the current window, so the table skips the write-ahead log.
CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_window_ends_at ON rate_limits (window_ends_at);

-- Each mail keeps one Message-ID across retries, so a receiving server can
-- drop a repeat; claim_token names the worker that holds the lease, and only
-- that worker may record the result.
ALTER TABLE mail_outbox ADD COLUMN message_id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE mail_outbox ADD COLUMN claim_token uuid;
CREATE UNIQUE INDEX mail_outbox_message_id ON mail_outbox (message_id);
