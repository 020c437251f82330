-- What two gateways on two machines must share besides documents and users: the OAI-PMH
-- datestamp ledger (one row per record and locale) and a change counter per ledger, so a gateway
-- notices that another one rescanned. The remotes registry and the session secret are keyed
-- records (content_records) and need no table. The index lets purges of expired records
-- (throttle counters, sessions, used tokens) skip the rest.

CREATE TABLE oai_datestamps (
  locale text NOT NULL,
  key text NOT NULL,
  -- '' marks a record gone (deleted or made private): listed as deleted.
  hash text NOT NULL,
  stamp bigint NOT NULL,
  -- The record's collection ids, a JSON array (sets collection:{id}).
  collections text NOT NULL DEFAULT '[]',
  PRIMARY KEY (locale, key)
);

CREATE TABLE oai_ledger_versions (
  locale text PRIMARY KEY,
  version bigint NOT NULL
);

CREATE INDEX content_records_expiry ON content_records (kind, expires_at) WHERE expires_at IS NOT NULL;
