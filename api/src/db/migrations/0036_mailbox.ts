// Issue 35 §1: Mail, the staff's mailbox (docs/decisions/0057). Internal mail is a message
// (mail_messages: who wrote it, to whom, subject and body) and one copy per person it concerns
// (mail_copies: the sender's in Sent, each colleague's in their inbox; a draft, its writer's copy only), each with its own state: the
// folder it is in, unread, starred, important, and its owner's labels (mail_labels, mail_copy_labels).
// The business's outgoing email stays in the outbox (migration 0012) and shows in everyone's Sent;
// a person's state of one of its messages is a copy made when they first change it (outbox_id).
// Every link is tenant-checked by composite keys (migration 0003).
import { sql, type Kysely } from 'kysely';

const statements = [
  `CREATE TABLE mail_messages (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    sender_id   uuid,
    -- the recipients as the sender wrote them (names of colleagues, outside addresses), for display;
    -- a draft's are its addresses, comma-separated, and it may have none yet, nor a subject
    to_text     text NOT NULL CHECK (length(to_text) <= 8000),
    subject     text NOT NULL CHECK (length(subject) <= 300),
    body        text NOT NULL CHECK (length(body) <= 20000),
    created_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id),
    FOREIGN KEY (business_id, sender_id) REFERENCES users (business_id, id) ON DELETE SET NULL (sender_id)
  )`,
  `CREATE TABLE mail_copies (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_id  uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    user_id      uuid NOT NULL,
    message_id   uuid,
    outbox_id    uuid,
    -- where it belongs when not in the trash or spam: a mail received in the inbox, one sent in Sent,
    -- one being written (its writer's alone, no other copy) in Drafts
    home         text NOT NULL CHECK (home IN ('inbox', 'sent', 'drafts')),
    folder       text NOT NULL CHECK (folder IN ('inbox', 'sent', 'drafts', 'trash', 'spam')),
    is_unread    boolean NOT NULL DEFAULT false,
    is_starred   boolean NOT NULL DEFAULT false,
    is_important boolean NOT NULL DEFAULT false,
    created_at   timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id),
    UNIQUE (user_id, outbox_id),
    CHECK ((message_id IS NULL) <> (outbox_id IS NULL)),
    FOREIGN KEY (business_id, user_id) REFERENCES users (business_id, id) ON DELETE CASCADE,
    FOREIGN KEY (business_id, message_id) REFERENCES mail_messages (business_id, id) ON DELETE CASCADE,
    FOREIGN KEY (business_id, outbox_id) REFERENCES outbox (business_id, id) ON DELETE CASCADE
  )`,
  `CREATE INDEX mail_copies_user ON mail_copies (business_id, user_id, folder)`,
  `CREATE TABLE mail_labels (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    user_id     uuid NOT NULL,
    name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
    created_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id),
    FOREIGN KEY (business_id, user_id) REFERENCES users (business_id, id) ON DELETE CASCADE
  )`,
  `CREATE UNIQUE INDEX mail_labels_name ON mail_labels (user_id, lower(name))`,
  `CREATE TABLE mail_copy_labels (
    business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    copy_id     uuid NOT NULL,
    label_id    uuid NOT NULL,
    PRIMARY KEY (copy_id, label_id),
    FOREIGN KEY (business_id, copy_id) REFERENCES mail_copies (business_id, id) ON DELETE CASCADE,
    FOREIGN KEY (business_id, label_id) REFERENCES mail_labels (business_id, id) ON DELETE CASCADE
  )`,
  `CREATE INDEX mail_copy_labels_label ON mail_copy_labels (label_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
