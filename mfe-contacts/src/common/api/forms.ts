import { api, queryOptions, type FormTemplateList, type SignedFormList } from '@frontdesk/shared';

// Digital forms (issue 34 §9): the forms page writes them, the contact page hands one to the
// customer and lists what they signed, the digital forms report links each signed form's PDF.

/** GET /api/form-templates: the business's forms in use, by name (the forms page invalidates ['form-templates']). */
export const formTemplatesQuery = () =>
  queryOptions({
    queryKey: ['form-templates'],
    queryFn: ({ signal }) => api.get('api/form-templates', { signal }).json<FormTemplateList>(),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /api/contacts/{id}/signed-forms: the forms the contact signed, newest first. */
export const contactSignedFormsQuery = (contactId: string) =>
  queryOptions({
    queryKey: ['signed-forms', contactId],
    queryFn: ({ signal }) => api.get(`api/contacts/${encodeURIComponent(contactId)}/signed-forms`, { signal }).json<SignedFormList>(),
  });

/** GET /api/signed-forms/{id}/pdf: the signed form as a PDF download. */
export const signedFormPdfHref = (signedFormId: string) => `/api/signed-forms/${encodeURIComponent(signedFormId)}/pdf`;
