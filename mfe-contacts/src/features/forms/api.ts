import { api, type FormTemplate, type FormTemplateInput, type FormTemplatePatch } from '@frontdesk/shared';

const oneForm = (id: string) => `api/form-templates/${encodeURIComponent(id)}`;

// The list is read through src/common/api/forms.ts (the contact page picks from it too).

/** POST /api/form-templates (admins) → 201 the form. */
export const createFormTemplate = (input: FormTemplateInput) => api.post('api/form-templates', { json: input }).json<FormTemplate>();

/** PATCH /api/form-templates/{id} (admins) → the form, its version one more. */
export const updateFormTemplate = (id: string, patch: FormTemplatePatch) => api.patch(oneForm(id), { json: patch }).json<FormTemplate>();

/** DELETE /api/form-templates/{id} (admins) → 204: out of use, its signed forms kept. */
export async function deleteFormTemplate(id: string): Promise<void> {
  await api.delete(oneForm(id));
}
