// Background jobs kept in the database (issue 8, item 7; docs/decisions/0010): a row per job, claimed
// with a lease so a crashed worker's job is taken again once the lease expires. Depends only on
// 0001 (businesses) and 0002 (contact_imports), never on 0003.
// One statement per entry: the embedded database runs each as a prepared statement.
import { sql, type Kysely } from 'kysely';

const statements = [
  `CREATE TABLE jobs (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_id  uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    kind         text NOT NULL CHECK (length(kind) BETWEEN 1 AND 100),
    payload      jsonb NOT NULL DEFAULT '{}',
    status       text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
    exclusive    boolean NOT NULL DEFAULT false,
    attempts     integer NOT NULL DEFAULT 0,
    max_attempts integer NOT NULL CHECK (max_attempts >= 1),
    run_at       timestamptz NOT NULL DEFAULT now(),
    lease_token  uuid,
    locked_by    text,
    locked_until timestamptz,
    last_error   text,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now(),
    finished_at  timestamptz
  )`,
  // what a claim looks for: due queued jobs, and running jobs whose lease has run out
  `CREATE INDEX jobs_due ON jobs (run_at) WHERE status = 'queued'`,
  `CREATE INDEX jobs_leased ON jobs (locked_until) WHERE status = 'running'`,
  // "one running job per business and kind" holds even when two claims race on PostgreSQL
  `CREATE UNIQUE INDEX jobs_one_running ON jobs (business_id, kind) WHERE status = 'running' AND exclusive`,
  `CREATE INDEX jobs_business ON jobs (business_id, created_at DESC)`,
  // an import's rows wait here for its job (a retry reads them again); cleared once it ends
  `ALTER TABLE contact_imports ADD COLUMN rows jsonb`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
