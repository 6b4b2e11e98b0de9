-- The quote requests the site's endpoint stores (worker/quote-endpoint.ts), their photos, the hourly
-- count of requests per client address (hashed; never the address itself), and the owner's phones
-- that take alerts (docs/decisions/0045-quote-requests-kept-by-the-host.md).
CREATE TABLE quote_requests (
  request_id TEXT PRIMARY KEY,
  received_at TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  address TEXT NOT NULL,
  service TEXT NOT NULL,
  urgency TEXT NOT NULL,
  message TEXT NOT NULL,
  photo_count INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'new',
  note TEXT NOT NULL DEFAULT '',
  emailed_at TEXT,
  email_attempts INTEGER NOT NULL DEFAULT 0,
  next_email_at TEXT,
  pushed_at TEXT
);
CREATE INDEX quote_requests_received_at ON quote_requests (received_at);

CREATE TABLE quote_photos (
  request_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  type TEXT NOT NULL,
  bytes BLOB NOT NULL,
  PRIMARY KEY (request_id, position)
);

CREATE TABLE request_counts (
  address_hash TEXT NOT NULL,
  hour TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (address_hash, hour)
);

CREATE TABLE push_subscriptions (
  endpoint TEXT PRIMARY KEY,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at TEXT NOT NULL
);
