import { Type, type Static } from '@sinclair/typebox';
import { FieldKey } from '../../lib/keyedFields';

// Issue 34 §9: digital forms (docs/decisions/0054). A business writes its forms; the desk hands the
// screen to a customer with one form waiting; the customer fills it, writes their name and signs;
// the signed form is kept as it read then, with its answers and its signature as strokes.

export const FormFieldKind = Type.Union([Type.Literal('text'), Type.Literal('long_text'), Type.Literal('checkbox'), Type.Literal('date')]);
export type FormFieldKind = Static<typeof FormFieldKind>;
export const FormField = Type.Object({
  /** the key of its answer: lower-case letters, digits and _ */
  key: FieldKey,
  /** what the customer reads: a question, or the sentence a tick agrees to */
  label: Type.String({ minLength: 1, maxLength: 500 }),
  kind: FormFieldKind,
  /** a required checkbox must be ticked (a consent); a required text must be filled */
  required: Type.Boolean(),
});
export type FormField = Static<typeof FormField>;

/** the most fields a form has */
export const MAX_FORM_FIELDS = 40;

export const FormTemplate = Type.Object({
  id: Type.String(),
  name: Type.String(),
  intro: Type.String(),
  fields: Type.Array(FormField),
  /** one more at every change: a signed form names the version it was signed on */
  version: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type FormTemplate = Static<typeof FormTemplate>;
export const FormTemplateList = Type.Object({ items: Type.Array(FormTemplate) });
export type FormTemplateList = Static<typeof FormTemplateList>;

/** POST /api/form-templates, PATCH /api/form-templates/{formTemplateId} (admins; PATCH: every field optional) */
export const FormTemplateInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    intro: Type.String({ maxLength: 5000 }),
    fields: Type.Array(FormField, { maxItems: MAX_FORM_FIELDS }),
  },
  { additionalProperties: false },
);
export type FormTemplateInput = Static<typeof FormTemplateInput>;
export const FormTemplatePatch = Type.Partial(FormTemplateInput, { additionalProperties: false });
export type FormTemplatePatch = Static<typeof FormTemplatePatch>;
export const FormTemplateParams = Type.Object({ formTemplateId: Type.String({ format: 'uuid' }) });
export type FormTemplateParams = Static<typeof FormTemplateParams>;

/** POST /api/contacts/{contactId}/form-requests: the screen is handed to the contact with this form */
export const FormRequestInput = Type.Object(
  {
    formTemplateId: Type.String({ format: 'uuid' }),
    /** the contact's booking the form is for, if any */
    bookingId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type FormRequestInput = Static<typeof FormRequestInput>;

/** the form waiting on a signpad-mode screen, as the customer reads it */
export const PendingForm = Type.Object({
  name: Type.String(),
  intro: Type.String(),
  fields: Type.Array(FormField),
  /** the contact it was handed to (the signer's name starts as theirs) */
  contactName: Type.String(),
  businessName: Type.String(),
});
export type PendingForm = Static<typeof PendingForm>;
/** GET /api/signpad/form: null when no form waits (the screen was handed over without one, or it was signed) */
export const SignpadForm = Type.Object({ form: Type.Union([PendingForm, Type.Null()]) });
export type SignpadForm = Static<typeof SignpadForm>;

/**
 * A signature as vectors: strokes (a pen or finger down to up), each a line of [x, y] points on a
 * pad SIGNATURE_ASPECT times as wide as high, x from 0 to 1 across and y from 0 to 1 down; at most
 * MAX_STROKES strokes and MAX_POINTS points in all (a long signature is a few hundred).
 */
export const SIGNATURE_ASPECT = 3;
export const MAX_STROKES = 60;
export const MAX_POINTS = 4000;
const Coordinate = Type.Number({ minimum: 0, maximum: 1 });
/** [x, y] (an array of two, not a tuple: OpenAPI 3.1 readers take `items` as one schema) */
export const SignaturePoint = Type.Array(Coordinate, { minItems: 2, maxItems: 2 });
export const Signature = Type.Object(
  { strokes: Type.Array(Type.Array(SignaturePoint, { minItems: 1, maxItems: MAX_POINTS }), { maxItems: MAX_STROKES }) },
  { additionalProperties: false },
);
export type Signature = Static<typeof Signature>;

/** POST /api/signpad/form: the waiting form filled and signed */
export const SignFormInput = Type.Object(
  {
    /** a field's key → its text (text, long text, a date as YYYY-MM-DD) or whether it was ticked */
    // a tick first: the validator coerces, and a text tried first would take `true` as "true"
    answers: Type.Record(Type.String({ maxLength: 40 }), Type.Union([Type.Boolean(), Type.String({ maxLength: 5000 })])),
    signerName: Type.String({ maxLength: 200 }),
    signature: Signature,
  },
  { additionalProperties: false },
);
export type SignFormInput = Static<typeof SignFormInput>;

/** a signed form as a contact's list and the signpad's thanks show it */
export const SignedFormSummary = Type.Object({
  id: Type.String(),
  formName: Type.String(),
  signerName: Type.String(),
  signedAt: Type.String({ format: 'date-time' }),
  bookingId: Type.Union([Type.String(), Type.Null()]),
  /** whether its PDF shows a signature (false for a form signed before the signpad kept one) */
  signed: Type.Boolean(),
});
export type SignedFormSummary = Static<typeof SignedFormSummary>;
export const SignedFormList = Type.Object({ items: Type.Array(SignedFormSummary) });
export type SignedFormList = Static<typeof SignedFormList>;
export const SignedFormParams = Type.Object({ signedFormId: Type.String({ format: 'uuid' }) });
export type SignedFormParams = Static<typeof SignedFormParams>;
