import {
  api,
  pagedQuery,
  queryOptions,
  type Project,
  type ProjectInput,
  type ProjectOverview,
  type ProjectPage,
  type ProjectPatch,
  type ProjectStatus,
} from '@frontdesk/shared';

// The projects' calls (issue 35 §4). Keys start with 'projects' (a board's change makes them stale
// too: their figures count its cards).

export type ProjectFilters = { status?: ProjectStatus; search?: string };

/** GET /api/projects?status=&search=&page= : newest first */
export const projectsQuery = (filters: ProjectFilters, page: number) =>
  pagedQuery(['projects', 'list', filters], page, (paging, signal) =>
    api.get('api/projects', { searchParams: { ...filters, ...paging }, signal }).json<ProjectPage>(),
  );

/** GET /api/projects/overview */
export const projectOverviewQuery = () =>
  queryOptions({
    queryKey: ['projects', 'overview'],
    queryFn: ({ signal }) => api.get('api/projects/overview', { signal }).json<ProjectOverview>(),
  });

/** GET /api/projects/{id} */
export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: ['projects', 'one', id],
    queryFn: ({ signal }) => api.get(`api/projects/${encodeURIComponent(id)}`, { signal }).json<Project>(),
  });

/** POST /api/projects → 201 the project (with an empty board of its own). */
export const createProject = (input: ProjectInput) => api.post('api/projects', { json: input }).json<Project>();

/** PATCH /api/projects/{id} → the project. */
export const updateProject = (id: string, patch: ProjectPatch) => api.patch(`api/projects/${encodeURIComponent(id)}`, { json: patch }).json<Project>();
