import { Type, type Static } from '@sinclair/typebox';
import { PageQuery, Paged } from '../../http/paging';

// Issue 35 §4: a business's projects, real and small (docs/decisions/0059): a name, a description,
// a status, its staff members, and a kanban board of its own (GET /api/kanban/board?projectId=).

export const PROJECT_STATUSES = ['planned', 'active', 'on_hold', 'done'] as const;
export const ProjectStatus = Type.Union(PROJECT_STATUSES.map((status) => Type.Literal(status)));
export type ProjectStatus = Static<typeof ProjectStatus>;

export const Project = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  status: ProjectStatus,
  /** staff members (GET /api/staff) */
  memberIds: Type.Array(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  /** the cards on its board */
  cardCount: Type.Integer(),
  /** the soonest due day of its board's cards (YYYY-MM-DD), null when none has one */
  nextDue: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
});
export type Project = Static<typeof Project>;
export const ProjectPage = Paged(Project);
export type ProjectPage = Static<typeof ProjectPage>;

/** GET /api/projects: newest first; `status` one of them, `search` in the name or description */
export const ProjectListQuery = Type.Composite(
  [PageQuery, Type.Object({ status: Type.Optional(ProjectStatus), search: Type.Optional(Type.String({ maxLength: 100 })) })],
  { additionalProperties: false },
);
export type ProjectListQuery = Static<typeof ProjectListQuery>;

/** POST /api/projects; PATCH /api/projects/{projectId} takes any of them */
export const ProjectInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    status: Type.Optional(ProjectStatus),
    memberIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type ProjectInput = Static<typeof ProjectInput>;
export const ProjectPatch = Type.Partial(ProjectInput, { additionalProperties: false });
export type ProjectPatch = Static<typeof ProjectPatch>;
export const ProjectParams = Type.Object({ projectId: Type.String({ format: 'uuid' }) });
export type ProjectParams = Static<typeof ProjectParams>;

/** a card of a project's board with a due day: the overview's soonest */
export const DueCard = Type.Object({
  projectId: Type.String(),
  projectName: Type.String(),
  cardId: Type.String(),
  cardName: Type.String(),
  due: Type.String({ format: 'date' }),
});
export type DueCard = Static<typeof DueCard>;

/** GET /api/projects/overview: how many projects in each status, and the soonest due cards of the projects not done */
export const ProjectOverview = Type.Object({
  counts: Type.Object({ planned: Type.Integer(), active: Type.Integer(), on_hold: Type.Integer(), done: Type.Integer() }),
  dueSoon: Type.Array(DueCard),
});
export type ProjectOverview = Static<typeof ProjectOverview>;
