import type { Tenant } from '../../db/tenant';
import { pageWindow } from '../../http/paging';
import { fieldError, isoDateTime } from '../../http/problem';
import { invalid, ok, refuse, type Result } from '../../http/result';
import { insertProjectBoard } from '../kanban/repo';
import { teamMembers } from '../staff/service';
import { findProject, insertProject, projectPage, soonestDueCards, statusCounts, updateProject, type ProjectRow } from './repo';
import { PROJECT_STATUSES, type Project, type ProjectInput, type ProjectListQuery, type ProjectOverview, type ProjectPage, type ProjectPatch } from './schemas';

// The rules of projects (issue 35 §4, docs/decisions/0059): a name that is not blank, members of
// the business's team, a status of four; a project is made with its board, in one unit of work.

const NO_SUCH_PROJECT = 'No such project';
/** how many due cards the overview shows */
const DUE_SOON = 5;

const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  name: row.name,
  description: row.description,
  status: row.status,
  memberIds: row.member_ids,
  createdAt: isoDateTime(row.created_at),
  cardCount: row.card_count,
  nextDue: row.next_due,
});

export async function projectList(tenant: Tenant, query: ProjectListQuery): Promise<ProjectPage> {
  const window = pageWindow(query);
  const search = query.search?.trim();
  const { items, total } = await projectPage(tenant, { ...(query.status ? { status: query.status } : {}), ...(search ? { search } : {}) }, window);
  return { items: items.map(toProject), total, page: window.page, pageSize: window.pageSize };
}

export async function projectById(tenant: Tenant, id: string): Promise<Result<Project>> {
  const row = await findProject(tenant, id);
  return row ? ok(toProject(row)) : refuse('not_found', NO_SUCH_PROJECT);
}

/** The patch's own rules beyond its schema: a name that is not blank, members of the team; what is kept. */
async function checked(
  tenant: Tenant,
  input: ProjectPatch,
): Promise<Result<{ name?: string; description?: string; status?: Project['status']; member_ids?: string[] }>> {
  const name = input.name?.trim();
  if (name === '') return invalid({ name: fieldError('required', 'Give the project a name') });
  const members = input.memberIds === undefined ? undefined : await teamMembers(tenant, input.memberIds, 'memberIds');
  if (members && !members.ok) return members;
  return ok({
    ...(name !== undefined ? { name } : {}),
    ...(input.description !== undefined ? { description: input.description.trim() } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(members ? { member_ids: members.value } : {}),
  });
}

export async function createProject(tenant: Tenant, input: ProjectInput): Promise<Result<Project>> {
  const values = await checked(tenant, input);
  if (!values.ok) return values;
  const id = await insertProject(tenant, { name: values.value.name ?? '', description: '', status: 'planned', member_ids: [], ...values.value });
  await insertProjectBoard(tenant, id);
  return projectById(tenant, id);
}

export async function changeProject(tenant: Tenant, id: string, patch: ProjectPatch): Promise<Result<Project>> {
  const values = await checked(tenant, patch);
  if (!values.ok) return values;
  if (!(await updateProject(tenant, id, values.value))) return refuse('not_found', NO_SUCH_PROJECT);
  return projectById(tenant, id);
}

export async function projectOverview(tenant: Tenant): Promise<ProjectOverview> {
  const [counts, due] = await Promise.all([statusCounts(tenant), soonestDueCards(tenant, DUE_SOON)]);
  const byStatus = Object.fromEntries(PROJECT_STATUSES.map((status) => [status, counts.find((c) => c.status === status)?.n ?? 0])) as ProjectOverview['counts'];
  return {
    counts: byStatus,
    dueSoon: due.map((card) => ({
      projectId: card.project_id,
      projectName: card.project_name,
      cardId: card.card_id,
      cardName: card.card_name,
      due: card.due ?? '',
    })),
  };
}
