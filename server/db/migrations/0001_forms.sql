-- Contact leads, newsletter subscribers and the mail outbox (see ../schema.ts).
CREATE TABLE submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  endpoint_id text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL DEFAULT '',
  message text NOT NULL,
  lang text NOT NULL,
  idempotency_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX submissions_idempotency ON submissions (endpoint_id, idempotency_key);
CREATE INDEX submissions_email ON submissions (lower(email));
CREATE INDEX submissions_created_at ON submissions (created_at);

CREATE TABLE subscribers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  email_key text NOT NULL,
  lang text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subscribers_email_key ON subscribers (email_key);
CREATE INDEX subscribers_created_at ON subscribers (created_at);

CREATE TABLE mail_outbox (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  CONSTRAINT mail_outbox_status CHECK (status IN ('pending', 'sent', 'failed'))
);
CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
CREATE INDEX mail_outbox_submission ON mail_outbox (submission_id);
