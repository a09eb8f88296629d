-- How many confirmation mails a pending signup has had (see ../schema.ts): a
-- repeated signup is mailed again only a few times in all. Signups made
-- before the count existed had the one mail their confirmation_sent_at shows.
ALTER TABLE subscribers ADD COLUMN confirmation_mails integer NOT NULL DEFAULT 0;
UPDATE subscribers SET confirmation_mails = 1 WHERE confirmation_sent_at IS NOT NULL;
