-- First-party lead attribution (see ../schema.ts): the page a lead was sent
-- from, the visit's landing page and external referrer, and the landing URL's
-- UTM parameters. All optional: older leads and browsers that sent none keep NULL.
ALTER TABLE submissions ADD COLUMN page text;
ALTER TABLE submissions ADD COLUMN landing_page text;
ALTER TABLE submissions ADD COLUMN referrer text;
ALTER TABLE submissions ADD COLUMN utm_source text;
ALTER TABLE submissions ADD COLUMN utm_medium text;
ALTER TABLE submissions ADD COLUMN utm_campaign text;
ALTER TABLE submissions ADD COLUMN utm_term text;
ALTER TABLE submissions ADD COLUMN utm_content text;
