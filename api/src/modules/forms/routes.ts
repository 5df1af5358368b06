import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { NoContent, problems } from '../../http/responses';
import { sendResult } from '../../http/result';
import { SESSION_COOKIE, tokenHash } from '../../http/session';
import { signpadRefusal, type AuthService } from '../auth/service';
import { SignpadState } from '../auth/schemas';
import { ContactParams } from '../contacts/schemas';
import {
  FormRequestInput,
  FormTemplate,
  FormTemplateInput,
  FormTemplateList,
  FormTemplateParams,
  FormTemplatePatch,
  SignFormInput,
  SignedFormList,
  SignedFormSummary,
  SignpadForm,
} from './schemas';
import { changeTemplate, createTemplate, handForm, removeTemplate, signWaitingForm, signedFormList, templateById, templateList, waitingForm } from './service';

/** the session the request came in (its cookie's hash): the one a waiting form belongs to */
const sessionOf = (req: FastifyRequest) => tokenHash(req.cookies[SESSION_COOKIE] as string);

/**
 * Digital forms (issue 34 §9): the business's forms (admins change them), the screen handed to a
 * customer with one of them, the customer's signing of it in signpad mode, and a contact's signed
 * forms. Behind requireSession, scoped to the business. The signed form's PDF is in src/pdf.
 */
export const formRoutes: FastifyPluginAsyncTypebox<{ auth: AuthService }> = async (app, { auth }) => {
  const forAdmins = { role: 'admin' } as const;
  const tags = ['Forms'];

  app.get(
    '/api/form-templates',
    {
      schema: {
        summary: 'List the forms',
        description: 'The forms in use, by name.',
        tags,
        operationId: 'listFormTemplates',
        response: { 200: FormTemplateList },
      },
    },
    async (req) => templateList(req.tenant),
  );

  app.post(
    '/api/form-templates',
    {
      config: forAdmins,
      schema: {
        summary: 'Write a form',
        description: 'Admins only (403 admin_only). Field keys are unique within a form; a signature is always asked.',
        tags,
        operationId: 'createFormTemplate',
        body: FormTemplateInput,
        response: { 201: FormTemplate, ...problems(400, 403) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => createTemplate(tenant, req.body)), 201),
  );

  app.get(
    '/api/form-templates/:formTemplateId',
    {
      schema: {
        summary: 'Get a form',
        tags,
        operationId: 'getFormTemplate',
        params: FormTemplateParams,
        response: { 200: FormTemplate, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await templateById(req.tenant, req.params.formTemplateId)),
  );

  app.patch(
    '/api/form-templates/:formTemplateId',
    {
      config: forAdmins,
      schema: {
        summary: 'Change a form',
        description: 'Admins only (403 admin_only). Its version counts up; forms signed before keep what they said.',
        tags,
        operationId: 'updateFormTemplate',
        params: FormTemplateParams,
        body: FormTemplatePatch,
        response: { 200: FormTemplate, ...problems(400, 403, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => changeTemplate(tenant, req.params.formTemplateId, req.body))),
  );

  app.delete(
    '/api/form-templates/:formTemplateId',
    {
      config: forAdmins,
      schema: {
        summary: 'Take a form out of use',
        description: 'Admins only (403 admin_only). It is no longer handed out; the forms signed on it are kept.',
        tags,
        operationId: 'deleteFormTemplate',
        params: FormTemplateParams,
        response: { 204: NoContent, ...problems(400, 403, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => removeTemplate(tenant, req.params.formTemplateId)), 204),
  );

  app.post(
    '/api/contacts/:contactId/form-requests',
    {
      schema: {
        summary: 'Hand the screen to a contact with a form',
        description:
          "The form waits on this session, which turns to signpad mode (as POST /profile/switch_to_signpad): the customer then reads and signs only it. 403 forbidden for an account that cannot switch to signpad mode; bookingId must be one of the contact's bookings.",
        tags,
        operationId: 'createFormRequest',
        params: ContactParams,
        body: FormRequestInput,
        response: { 200: SignpadState, ...problems(400, 403, 404) },
      },
    },
    async (req, reply) => {
      // refused before anything waits on a screen that cannot become the customer's
      const refused = signpadRefusal(req.signedIn!.user);
      if (refused) return sendResult(reply, refused);
      const handed = await req.unitOfWork((tenant) => handForm(tenant, sessionOf(req), req.params.contactId, req.body));
      if (!handed.ok) return sendResult(reply, handed);
      return sendResult(reply, await auth.switchToSignpad(req.cookies[SESSION_COOKIE] as string, req.signedIn!.user));
    },
  );

  app.get(
    '/api/signpad/form',
    {
      config: { signpad: true },
      schema: {
        summary: 'Get the form waiting on this screen',
        description: 'The form handed to the customer with this session, as they read it; form is null when none waits.',
        tags,
        operationId: 'getSignpadForm',
        response: { 200: SignpadForm },
      },
    },
    async (req) => waitingForm(req.tenant, sessionOf(req)),
  );

  app.post(
    '/api/signpad/form',
    {
      config: { signpad: true },
      schema: {
        summary: 'Sign the form waiting on this screen',
        description:
          "The answers (checked against the form: required fields, dates), the signer's name and the signature's strokes (at least one that moves). Kept on the contact; 409 conflict when no form waits (already signed).",
        tags,
        operationId: 'signSignpadForm',
        body: SignFormInput,
        response: { 201: SignedFormSummary, ...problems(400, 409) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => signWaitingForm(tenant, sessionOf(req), req.body)), 201),
  );

  app.get(
    '/api/contacts/:contactId/signed-forms',
    {
      schema: {
        summary: "List a contact's signed forms",
        description: 'Newest first; each one as PDF at GET /api/signed-forms/{signedFormId}/pdf.',
        tags,
        operationId: 'listContactSignedForms',
        params: ContactParams,
        response: { 200: SignedFormList, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await signedFormList(req.tenant, req.params.contactId)),
  );
};
