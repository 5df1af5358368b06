import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problems } from '../../http/responses';
import { sendResult } from '../../http/result';
import { Project, ProjectInput, ProjectListQuery, ProjectOverview, ProjectPage, ProjectParams, ProjectPatch } from './schemas';
import { changeProject, createProject, projectById, projectList, projectOverview } from './service';

/**
 * The business's projects (issue 35 §4): every signed-in user of it reads and changes them; each
 * has its own board (GET /api/kanban/board?projectId=). Behind requireSession, scoped to the business.
 */
export const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['Projects'];

  app.get(
    '/api/projects',
    {
      schema: {
        summary: 'List the projects',
        description: 'Newest first, paged; status one of planned, active, on_hold, done; search in the name or description.',
        tags,
        operationId: 'listProjects',
        querystring: ProjectListQuery,
        response: { 200: ProjectPage, ...problems(400) },
      },
    },
    async (req) => projectList(req.tenant, req.query),
  );

  app.get(
    '/api/projects/overview',
    {
      schema: {
        summary: "Get the projects' overview",
        description: 'How many projects in each status, and the soonest due cards of the projects not done.',
        tags,
        operationId: 'getProjectOverview',
        response: { 200: ProjectOverview },
      },
    },
    async (req) => projectOverview(req.tenant),
  );

  app.post(
    '/api/projects',
    {
      schema: {
        summary: 'Start a project',
        description: 'Planned unless a status is given; members are staff members of the business. It gets a board of its own, empty.',
        tags,
        operationId: 'createProject',
        body: ProjectInput,
        response: { 201: Project, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => createProject(tenant, req.body)), 201),
  );

  app.get(
    '/api/projects/:projectId',
    {
      schema: {
        summary: 'Get a project',
        tags,
        operationId: 'getProject',
        params: ProjectParams,
        response: { 200: Project, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await projectById(req.tenant, req.params.projectId)),
  );

  app.patch(
    '/api/projects/:projectId',
    {
      schema: {
        summary: 'Change a project',
        description: 'Any of name, description, status, memberIds.',
        tags,
        operationId: 'updateProject',
        params: ProjectParams,
        body: ProjectPatch,
        response: { 200: Project, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => changeProject(tenant, req.params.projectId, req.body)), 200),
  );
};
