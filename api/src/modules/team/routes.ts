import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { NoContent, problems } from '../../http/responses';
import { sendResult } from '../../http/result';
import { SESSION_COOKIE, tokenHash } from '../../http/session';
import { wakeJobRunners } from '../../jobs/wake';
import { PUBLIC_BODY_LIMIT } from '../auth/routes';
import {
  AcceptInvitationBody,
  AccountLinkInfo,
  AccountLinkUsed,
  AccountTokenBody,
  InvitationInput,
  PasswordChangeBody,
  ProfilePatch,
  ResetConfirmBody,
  ResetRequestBody,
  ResetRequested,
  TeamLogin,
  TeamLoginList,
  TeamLoginParams,
  TeamLoginPatch,
} from './schemas';
import {
  acceptInvitation,
  changeLogin,
  changePassword,
  confirmReset,
  editProfile,
  invite,
  linkInfo,
  reinvite,
  requestReset,
  teamLogins,
  type TeamContext,
} from './service';

const ADMINS = 'Admins only (403 admin_only).';

/** The business's logins (issue 33 §10): admins invite, change roles and deactivate. Behind requireSession. */
export const teamRoutes: FastifyPluginAsyncTypebox<{ publicOrigin: string; now: () => Date }> = async (app, { publicOrigin, now }) => {
  const forAdmins = { role: 'admin' } as const;
  const context = (req: FastifyRequest): TeamContext => {
    const user = req.signedIn!.user;
    return { actor: { id: user.id, email: user.email, name: user.name }, origin: publicOrigin, now: now() };
  };

  app.get(
    '/api/team',
    {
      config: forAdmins,
      schema: {
        summary: 'List the logins',
        description: `Every login of the business with its role, status (invited, active, deactivated) and team member. ${ADMINS}`,
        tags: ['Team'],
        operationId: 'listTeamLogins',
        response: { 200: TeamLoginList, ...problems(403) },
      },
    },
    async (req) => teamLogins(req.tenant, now()),
  );

  app.post(
    '/api/team/invitations',
    {
      config: forAdmins,
      schema: {
        summary: 'Invite a person',
        description: `A login without a password, its role and team member; the link to choose the password is mailed through the outbox and works once, for 7 days. ${ADMINS}`,
        tags: ['Team'],
        operationId: 'inviteTeamLogin',
        body: InvitationInput,
        response: { 201: TeamLogin, ...problems(400, 403) },
      },
    },
    async (req, reply) => {
      const result = await req.unitOfWork((tenant) => invite(tenant, context(req), req.body));
      if (result.ok) wakeJobRunners();
      return sendResult(reply, result, 201);
    },
  );

  app.post(
    '/api/team/:userId/invitation',
    {
      config: forAdmins,
      schema: {
        summary: 'Send an invitation again',
        description: `A new link for a login still invited; the last one stops working. ${ADMINS}`,
        tags: ['Team'],
        operationId: 'resendTeamInvitation',
        params: TeamLoginParams,
        response: { 200: TeamLogin, ...problems(403, 404, 409) },
      },
    },
    async (req, reply) => {
      const result = await req.unitOfWork((tenant) => reinvite(tenant, context(req), req.params.userId));
      if (result.ok) wakeJobRunners();
      return sendResult(reply, result);
    },
  );

  app.patch(
    '/api/team/:userId',
    {
      config: forAdmins,
      schema: {
        summary: 'Change a login',
        description: `Its role, or active: false to deactivate it (its sessions end at once) and true to let it in again. The owner is never deactivated nor made staff, and the business keeps an active admin (403 forbidden). ${ADMINS}`,
        tags: ['Team'],
        operationId: 'updateTeamLogin',
        params: TeamLoginParams,
        body: TeamLoginPatch,
        response: { 200: TeamLogin, ...problems(400, 403, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => changeLogin(tenant, context(req), req.params.userId, req.body))),
  );
};

/** The signed-in person's own profile and password. Behind requireSession. */
export const profileRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.patch(
    '/api/profile',
    {
      schema: {
        summary: 'Change my profile',
        description: 'The signed-in person’s name, phone and bio (GET /api/user_info reads them).',
        tags: ['Session'],
        operationId: 'updateProfile',
        body: ProfilePatch,
        response: { 204: NoContent, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => editProfile(tenant, req.signedIn!.user.id, req.body)), 204),
  );

  app.post(
    '/api/profile/password',
    {
      // a session left open must not let a passer-by guess the password: the sign-in's pace
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        summary: 'Change my password',
        description: "Takes the current password; the login's other sessions end.",
        tags: ['Session'],
        operationId: 'changePassword',
        body: PasswordChangeBody,
        response: { 204: NoContent, ...problems(400, 429) },
      },
    },
    async (req, reply) => {
      const user = req.signedIn!.user;
      const session = tokenHash(req.cookies[SESSION_COOKIE] as string);
      return sendResult(reply, await changePassword(db, user.business_id, user.id, session, req.body), 204);
    },
  );
};

/** The mailed links' public calls: an invitation accepted, a password reset asked for and chosen. */
export const accountLinkRoutes: FastifyPluginAsyncTypebox<{ db: Db; publicOrigin: string; loginRateLimit: number; now: () => Date }> = async (
  app,
  { db, publicOrigin, loginRateLimit, now },
) => {
  // the sign-in's limit per client address: a token or an email is not guessed faster here than a password there
  const perClient = { rateLimit: { max: loginRateLimit, timeWindow: '1 minute' } };
  const bodyLimit = PUBLIC_BODY_LIMIT;
  const linkTags = { tags: ['Team'] };

  app.post(
    '/api/invitations/check',
    {
      config: perClient,
      bodyLimit,
      schema: {
        summary: 'Read an invitation',
        description: 'Whose invitation the link is. 410 link_expired when it is unknown, used or ran out.',
        ...linkTags,
        operationId: 'checkInvitation',
        body: AccountTokenBody,
        response: { 200: AccountLinkInfo, ...problems(400, 410, 429) },
      },
    },
    async (req, reply) => sendResult(reply, await linkInfo(db, req.body.token, 'invitation', now())),
  );

  app.post(
    '/api/invitations/accept',
    {
      config: perClient,
      bodyLimit,
      schema: {
        summary: 'Accept an invitation',
        description: 'Sets the password of the invited login (and its name); the link is used up. Sign in next.',
        ...linkTags,
        operationId: 'acceptInvitation',
        body: AcceptInvitationBody,
        response: { 200: AccountLinkUsed, ...problems(400, 410, 429) },
      },
    },
    async (req, reply) => sendResult(reply, await acceptInvitation(db, req.body, now())),
  );

  app.post(
    '/api/password-reset',
    {
      config: perClient,
      bodyLimit,
      schema: {
        summary: 'Ask for a password reset',
        description: 'Mails a link to the login with this email, if there is one: the answer is the same either way. At most 3 links an account in 15 minutes.',
        ...linkTags,
        operationId: 'requestPasswordReset',
        body: ResetRequestBody,
        response: { 202: ResetRequested, ...problems(400, 429) },
      },
    },
    async (req, reply) => {
      await requestReset(db, req.body.email, publicOrigin, now());
      return reply.code(202).send({ status: 'requested' as const });
    },
  );

  app.post(
    '/api/password-reset/check',
    {
      config: perClient,
      bodyLimit,
      schema: {
        summary: 'Read a password-reset link',
        description: 'Whose link it is. 410 link_expired when it is unknown, used or ran out.',
        ...linkTags,
        operationId: 'checkPasswordReset',
        body: AccountTokenBody,
        response: { 200: AccountLinkInfo, ...problems(400, 410, 429) },
      },
    },
    async (req, reply) => sendResult(reply, await linkInfo(db, req.body.token, 'reset', now())),
  );

  app.post(
    '/api/password-reset/confirm',
    {
      config: perClient,
      bodyLimit,
      schema: {
        summary: 'Choose a new password',
        description: 'From a live reset link, used up; every session of the login ends. Sign in next.',
        ...linkTags,
        operationId: 'confirmPasswordReset',
        body: ResetConfirmBody,
        response: { 200: AccountLinkUsed, ...problems(400, 410, 429) },
      },
    },
    async (req, reply) => sendResult(reply, await confirmReset(db, req.body, now())),
  );
};
