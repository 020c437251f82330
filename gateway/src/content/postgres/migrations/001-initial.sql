-- The content store's first schema: documents with revisions, users, small keyed records.
-- Bodies are kept as JSON text (not jsonb): they round-trip byte for byte, and text an editor
-- pastes (a NUL escape, a lone surrogate) can never make PostgreSQL refuse a save.

CREATE TABLE content_documents (
  collection text NOT NULL,
  locale text NOT NULL,
  name text NOT NULL,
  revision integer NOT NULL,
  published boolean NOT NULL,
  updated_at text NOT NULL,
  updated_by text,
  -- Newest first: the date an editor gave, else the last save (ms), computed by the gateway.
  sort_key double precision NOT NULL,
  data text NOT NULL,
  PRIMARY KEY (collection, locale, name)
);
CREATE INDEX content_documents_list ON content_documents (collection, locale, sort_key DESC);

CREATE TABLE content_users (
  id text PRIMARY KEY,
  -- Normalised (trimmed, lower case) by the gateway: unique whatever case the user typed.
  email text NOT NULL UNIQUE,
  data text NOT NULL
);

CREATE TABLE content_records (
  kind text NOT NULL,
  id text NOT NULL,
  data text NOT NULL,
  -- Epoch seconds after which the record may be dropped.
  expires_at bigint,
  PRIMARY KEY (kind, id)
);
