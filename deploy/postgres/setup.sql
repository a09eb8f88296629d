-- The site's PostgreSQL role and database (deploy/odra-creative.env's DATABASE_URL).
-- Run as PostgreSQL's superuser on the database server:
--   sudo -u postgres psql -v ON_ERROR_STOP=1 -f deploy/postgres/setup.sql
-- Safe to run again: what exists stays as it is, and a database that was
-- dropped or renamed comes back empty, ready for `npm run admin -- restore`.
-- The app creates its tables itself (server/db/migrations/) when it starts.

SELECT 'CREATE ROLE odra LOGIN'
WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'odra')\gexec

SELECT 'CREATE DATABASE odra OWNER odra TEMPLATE template0 ENCODING ''UTF8'' LOCALE ''C.UTF-8'''
WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'odra')\gexec

-- Only the site's role may connect.
REVOKE ALL ON DATABASE odra FROM PUBLIC;
GRANT CONNECT, TEMPORARY ON DATABASE odra TO odra;
