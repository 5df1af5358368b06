// Issue 35 §2: the staff of a business message each other, one to one (docs/decisions/0058).
// - chat_threads: one per pair of colleagues (user_low < user_high, unique per business), its id
//   the thread's key; last_number counts its messages, bumped by the statement that adds one, so two
//   messages racing into a thread take numbers in order of their writes.
// - chat_messages: numbered within their thread (unique), text or image, by one of the pair.
// - chat_reads: how far each of the pair has read (a message number): their unread count is the
//   others' messages after it. Written by mark-as-seen, never by anyone else.
// - chat_attachments: each image's bytes (checked by their first bytes), served only to the pair.
// Every link is tenant-checked by composite keys (migration 0003).
import { sql, type Kysely } from 'kysely';

const statements = [
  `CREATE TABLE chat_threads (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    user_low    uuid NOT NULL,
    user_high   uuid NOT NULL,
    last_number integer NOT NULL DEFAULT 0 CHECK (last_number >= 0),
    last_at     timestamptz NOT NULL DEFAULT now(),
    created_at  timestamptz NOT NULL DEFAULT now(),
    CHECK (user_low < user_high),
    UNIQUE (business_id, id),
    UNIQUE (business_id, user_low, user_high),
    FOREIGN KEY (business_id, user_low) REFERENCES users (business_id, id) ON DELETE CASCADE,
    FOREIGN KEY (business_id, user_high) REFERENCES users (business_id, id) ON DELETE CASCADE
  )`,
  `CREATE INDEX chat_threads_high ON chat_threads (business_id, user_high)`,
  `CREATE TABLE chat_messages (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_id  uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    thread_id    uuid NOT NULL,
    number       integer NOT NULL CHECK (number >= 1),
    user_id      uuid NOT NULL,
    body         text NOT NULL DEFAULT '' CHECK (length(body) <= 4000),
    content_type text NOT NULL CHECK (content_type IN ('text', 'image')),
    created_at   timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id),
    UNIQUE (thread_id, number),
    FOREIGN KEY (business_id, thread_id) REFERENCES chat_threads (business_id, id) ON DELETE CASCADE,
    FOREIGN KEY (business_id, user_id) REFERENCES users (business_id, id) ON DELETE CASCADE
  )`,
  `CREATE TABLE chat_reads (
    business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    thread_id   uuid NOT NULL,
    user_id     uuid NOT NULL,
    seen_number integer NOT NULL DEFAULT 0 CHECK (seen_number >= 0),
    PRIMARY KEY (thread_id, user_id),
    FOREIGN KEY (business_id, thread_id) REFERENCES chat_threads (business_id, id) ON DELETE CASCADE,
    FOREIGN KEY (business_id, user_id) REFERENCES users (business_id, id) ON DELETE CASCADE
  )`,
  `CREATE TABLE chat_attachments (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_id  uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    message_id   uuid NOT NULL,
    position     smallint NOT NULL CHECK (position >= 0),
    content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
    bytes        bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 524288),
    UNIQUE (message_id, position),
    FOREIGN KEY (business_id, message_id) REFERENCES chat_messages (business_id, id) ON DELETE CASCADE
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
