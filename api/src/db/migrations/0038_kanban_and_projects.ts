// Issue 35 §3, §4: the kanban boards the staff of a business plan work on, and its projects
// (docs/decisions/0059). A business has one board of its own (project_id null) and one per
// project. A board's lists and a list's cards keep a dense order (position 0, 1, 2 …): every
// change of order renumbers inside one transaction that first locks the board's row, and a
// deferrable unique key refuses two cards (or lists) at one place, so two moves at once serialize
// into one order with every card exactly once. Card members are staff members (checked by the
// API against the business's staff); a comment's author is a login of the business. Every link is
// tenant-checked by composite keys (migration 0003). One statement per entry.
import { sql, type Kysely } from 'kysely';

const id = `id uuid PRIMARY KEY DEFAULT gen_random_uuid()`;
const business = `business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE`;
const sameBusiness = (column: string, parent: string, onDelete = '') =>
  `FOREIGN KEY (business_id, ${column}) REFERENCES ${parent} (business_id, id) ${onDelete}`;

const statements = [
  `CREATE TABLE projects (
    ${id},
    ${business},
    name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
    description text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
    status      text NOT NULL DEFAULT 'planned' CHECK (status IN ('planned', 'active', 'on_hold', 'done')),
    -- staff members (checked by the API against the business's staff)
    member_ids  uuid[] NOT NULL DEFAULT '{}',
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id)
  )`,
  `CREATE INDEX projects_business ON projects (business_id, status, created_at DESC)`,

  `CREATE TABLE kanban_boards (
    ${id},
    ${business},
    -- null: the business's own board
    project_id uuid,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id),
    UNIQUE (project_id),
    ${sameBusiness('project_id', 'projects', 'ON DELETE CASCADE')}
  )`,
  `CREATE UNIQUE INDEX kanban_boards_business ON kanban_boards (business_id) WHERE project_id IS NULL`,

  `CREATE TABLE kanban_lists (
    ${id},
    ${business},
    board_id   uuid NOT NULL,
    name       text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
    position   integer NOT NULL CHECK (position >= 0),
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id),
    UNIQUE (board_id, position) DEFERRABLE INITIALLY IMMEDIATE,
    ${sameBusiness('board_id', 'kanban_boards', 'ON DELETE CASCADE')}
  )`,

  `CREATE TABLE kanban_cards (
    ${id},
    ${business},
    board_id   uuid NOT NULL,
    list_id    uuid NOT NULL,
    name       text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    position   integer NOT NULL CHECK (position >= 0),
    due        date,
    member_ids uuid[] NOT NULL DEFAULT '{}',
    cover      text,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id),
    UNIQUE (list_id, position) DEFERRABLE INITIALLY IMMEDIATE,
    ${sameBusiness('board_id', 'kanban_boards', 'ON DELETE CASCADE')},
    ${sameBusiness('list_id', 'kanban_lists', 'ON DELETE CASCADE')}
  )`,
  `CREATE INDEX kanban_cards_board ON kanban_cards (board_id, due)`,

  `CREATE TABLE kanban_checklists (
    ${id},
    ${business},
    card_id    uuid NOT NULL,
    name       text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
    created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    UNIQUE (business_id, id),
    ${sameBusiness('card_id', 'kanban_cards', 'ON DELETE CASCADE')}
  )`,
  `CREATE INDEX kanban_checklists_card ON kanban_checklists (card_id, created_at)`,

  `CREATE TABLE kanban_check_items (
    ${id},
    ${business},
    checklist_id uuid NOT NULL,
    name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    state        text NOT NULL DEFAULT 'incomplete' CHECK (state IN ('complete', 'incomplete')),
    created_at   timestamptz NOT NULL DEFAULT clock_timestamp(),
    UNIQUE (business_id, id),
    ${sameBusiness('checklist_id', 'kanban_checklists', 'ON DELETE CASCADE')}
  )`,
  `CREATE INDEX kanban_check_items_checklist ON kanban_check_items (checklist_id, created_at)`,

  `CREATE TABLE kanban_comments (
    ${id},
    ${business},
    card_id    uuid NOT NULL,
    user_id    uuid REFERENCES users (id) ON DELETE SET NULL,
    message    text NOT NULL CHECK (length(message) BETWEEN 1 AND 2000),
    created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    UNIQUE (business_id, id),
    ${sameBusiness('card_id', 'kanban_cards', 'ON DELETE CASCADE')}
  )`,
  `CREATE INDEX kanban_comments_card ON kanban_comments (card_id, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
