import { sql, type SqlBool } from 'kysely';
import { uuidArray } from '../../db/arrays';
import { containing } from '../../db/like';
import type { ProjectStatus } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { PageWindow } from '../../http/paging';

// The projects of one business (migration 0038), each with the figures of its board: every query
// goes through the tenant.

/** a project's row with its board's figures: how many cards, the soonest due day */
function projectRows(tenant: Tenant) {
  return tenant
    .selectFrom('projects')
    .select(['projects.id', 'projects.name', 'projects.description', 'projects.status', 'projects.member_ids', 'projects.created_at'])
    .select(() => [
      sql<number>`(SELECT count(*)::int FROM kanban_cards c JOIN kanban_boards b ON b.id = c.board_id WHERE b.project_id = projects.id)`.as('card_count'),
      sql<string | null>`(SELECT min(c.due)::text FROM kanban_cards c JOIN kanban_boards b ON b.id = c.board_id WHERE b.project_id = projects.id)`.as(
        'next_due',
      ),
    ]);
}
export type ProjectRow = NonNullable<Awaited<ReturnType<typeof findProject>>>;

export async function findProject(tenant: Tenant, id: string) {
  return projectRows(tenant).where('projects.id', '=', id).executeTakeFirst();
}

/** A page of the projects, newest first, with the total of the filter. */
export async function projectPage(tenant: Tenant, filter: { status?: ProjectStatus; search?: string }, window: PageWindow) {
  const matching = (query: ReturnType<typeof projectRows>) => {
    let q = query;
    if (filter.status) q = q.where('projects.status', '=', filter.status);
    if (filter.search) {
      const like = containing(filter.search);
      q = q.where(sql<SqlBool>`(projects.name ILIKE ${like} OR projects.description ILIKE ${like})`);
    }
    return q;
  };
  const [items, total] = await Promise.all([
    matching(projectRows(tenant)).orderBy('projects.created_at', 'desc').orderBy('projects.id').limit(window.limit).offset(window.offset).execute(),
    matching(projectRows(tenant))
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: total.n };
}

export async function insertProject(tenant: Tenant, values: { name: string; description: string; status: ProjectStatus; member_ids: string[] }) {
  // by hand: the tenant's insert takes plain values, and the members are an array
  const row = await tenant.db
    .insertInto('projects')
    .values({ ...values, business_id: tenant.businessId, member_ids: uuidArray(values.member_ids) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a project; whether the business has it. */
export async function updateProject(
  tenant: Tenant,
  id: string,
  values: { name?: string; description?: string; status?: ProjectStatus; member_ids?: string[] },
) {
  const { member_ids, ...rest } = values;
  const result = await tenant
    .updateTable('projects')
    .set({ ...rest, ...(member_ids ? { member_ids: uuidArray(member_ids) } : {}), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function statusCounts(tenant: Tenant) {
  return tenant
    .selectFrom('projects')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .groupBy('status')
    .execute();
}

/** The soonest due cards of the projects not done (overdue ones first: they are soonest). */
export async function soonestDueCards(tenant: Tenant, limit: number) {
  return tenant
    .selectFrom('kanban_cards')
    .innerJoin('kanban_boards', 'kanban_boards.id', 'kanban_cards.board_id')
    .innerJoin('projects', 'projects.id', 'kanban_boards.project_id')
    .select(['projects.id as project_id', 'projects.name as project_name', 'kanban_cards.id as card_id', 'kanban_cards.name as card_name', 'kanban_cards.due'])
    .where('kanban_cards.due', 'is not', null)
    .where('projects.status', '<>', 'done')
    .orderBy('kanban_cards.due')
    .orderBy('kanban_cards.id')
    .limit(limit)
    .execute();
}
