-- When the schedule last asked the host to rebuild the site because a post, a job or the storm
-- notice fell due (worker/rebuild-when-due.ts): one row per call, so no due moment builds twice.
CREATE TABLE deploy_calls (
  called_at TEXT NOT NULL
);
