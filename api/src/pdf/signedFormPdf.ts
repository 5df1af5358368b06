import type { FormAnswers, FormFieldRow, SignatureStrokes } from '../db/schema';
import { SIGNATURE_ASPECT } from '../modules/forms/schemas';
import { heading, momentText, paragraph, renderPdf, sectionTitle, signatureBox, table } from './layout';
import { customerTexts } from './texts';

const t = customerTexts.signedForm;

/** A signed form as its PDF shows it: the form as it read when signed, and what the customer gave. */
export type SignedFormDocument = {
  businessName: string;
  timeZone: string;
  formName: string;
  version: number | null;
  intro: string;
  fields: FormFieldRow[];
  answers: FormAnswers;
  contactName: string;
  signerName: string;
  signedAt: string;
  signature: SignatureStrokes | null;
};

/** An answer as the PDF writes it: a tick is Yes or No, a blank says it was not answered. */
function answerText(field: FormFieldRow, answers: FormAnswers): string {
  const answer = Object.hasOwn(answers, field.key) ? answers[field.key] : undefined;
  if (field.kind === 'checkbox') return answer === true ? t.yes : t.no;
  return typeof answer === 'string' && answer !== '' ? answer : t.unanswered;
}

/**
 * A signed form as a PDF: the business and the form's name, when it was signed (on the business's
 * clock) and by whom, its intro, each question with its answer, and the signature drawn from its
 * strokes as vector paths (not an image: it stays sharp at any zoom).
 */
export function signedFormPdf(form: SignedFormDocument): Promise<Buffer> {
  return renderPdf(`${form.businessName} — ${form.formName}`, (doc) => {
    const facts: [string, string][] = [
      [t.signed, momentText(form.signedAt, form.timeZone)],
      [t.customer, form.contactName],
    ];
    if (form.version !== null) facts.push([t.version, String(form.version)]);
    heading(doc, form.businessName, form.formName, facts);
    paragraph(doc, form.intro);
    if (form.fields.length > 0) {
      sectionTitle(doc, t.answers);
      table(
        doc,
        [
          { label: t.question, share: 55 },
          { label: t.answer, share: 45 },
        ],
        form.fields.map((field) => [field.label, answerText(field, form.answers)]),
      );
    }
    sectionTitle(doc, t.signature);
    if (form.signature) signatureBox(doc, form.signature.strokes, SIGNATURE_ASPECT);
    else paragraph(doc, t.noSignature, { muted: true });
    paragraph(doc, t.signedBy(form.signerName || form.contactName));
  });
}
