import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TEST_ADMIN_PASSWORD, addBooking, addContact, databaseKind, signUp, startApi, type Browser, type SignedUp, type TestApi } from '../../testing/harness';
import { pdfLineSegments, pdfText } from '../../testing/pdfText';
import type { FormTemplate, SignFormInput, SignedFormList } from './schemas';

// Issue 34 §9: a business writes a form, the desk hands the screen to a contact with it, the
// customer fills and signs it in signpad mode, and the signed form is kept as it read, as a PDF.

const consent = {
  name: 'Grooming consent',
  intro: 'Please read and sign before we start.',
  fields: [
    { key: 'allergies', label: 'Any allergies?', kind: 'long_text', required: false },
    { key: 'birthday', label: "Pet's birthday", kind: 'date', required: false },
    { key: 'agree', label: 'I agree to the grooming terms', kind: 'checkbox', required: true },
    { key: 'vet', label: 'Vet name', kind: 'text', required: true },
  ],
} as const;

/** a signature of two strokes, one a zig-zag */
const signature = {
  strokes: [
    [
      [0.1, 0.5],
      [0.2, 0.3],
      [0.3, 0.7],
      [0.4, 0.3],
    ],
    [
      [0.5, 0.5],
      [0.9, 0.5],
    ],
  ],
} as SignFormInput['signature'];

const signed: SignFormInput = { answers: { allergies: 'Oats', birthday: '2020-05-04', agree: true, vet: 'Dr. Paws' }, signerName: 'Marta Núñez', signature };

describe(`digital forms (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let other: SignedUp;
  let formId: string;

  before(async () => {
    api = await startApi({ seed: false, jobs: false });
    shop = await signUp(api, 'Paws Grooming');
    other = await signUp(api, 'Other Shop');
    const res = await shop.b.post('/api/form-templates', { payload: consent });
    assert.equal(res.statusCode, 201, res.body);
    formId = (res.json() as FormTemplate).id;
  });
  after(() => api.close());

  /** a new session of the shop's admin with the screen handed to the contact with the form */
  async function handedTo(contactId: string, extra: { bookingId?: string } = {}): Promise<Browser> {
    const desk = (await signUpAgain()).b;
    const res = await desk.post(`/api/contacts/${contactId}/form-requests`, { payload: { formTemplateId: formId, ...extra } });
    assert.equal(res.statusCode, 200, res.body);
    return desk;
  }
  async function signUpAgain() {
    const { browser } = await import('../../testing/harness');
    const b = browser(api.app);
    assert.equal((await b.login(shop.email, TEST_ADMIN_PASSWORD)).statusCode, 200);
    return { b };
  }
  const formsOf = async (contactId: string) => ((await shop.b.get(`/api/contacts/${contactId}/signed-forms`)).json() as SignedFormList).items;

  it('keeps a form as written, and refuses two fields with one key naming the field, writing nothing', async () => {
    const got = (await shop.b.get(`/api/form-templates/${formId}`)).json() as FormTemplate;
    assert.equal(got.version, 1);
    assert.deepEqual(
      got.fields.map((f) => f.key),
      ['allergies', 'birthday', 'agree', 'vet'],
    );
    const before = ((await shop.b.get('/api/form-templates')).json() as { items: unknown[] }).items.length;
    const res = await shop.b.post('/api/form-templates', {
      payload: { ...consent, name: 'Twice', fields: [consent.fields[0], { ...consent.fields[1], key: 'allergies' }] },
    });
    assert.equal(res.statusCode, 400);
    assert.equal((res.json() as { errors: Record<string, { code: string }> }).errors['fields.1.key']?.code, 'duplicate_key');
    assert.equal(((await shop.b.get('/api/form-templates')).json() as { items: unknown[] }).items.length, before);
  });

  it('hands the screen over in signpad mode: the customer reads the waiting form and nothing else', async () => {
    const contactId = await addContact(api, shop.businessId, { first: 'Marta', last: 'Núñez' });
    const pad = await handedTo(contactId);
    assert.equal(((await pad.get('/api/user_info')).json() as { mode: string }).mode, 'signpad');
    const waiting = (await pad.get('/api/signpad/form')).json() as { form: { name: string; contactName: string; businessName: string; fields: unknown[] } };
    assert.equal(waiting.form.name, 'Grooming consent');
    assert.equal(waiting.form.contactName, 'Marta Núñez');
    assert.equal(waiting.form.businessName, 'Paws Grooming');
    assert.equal(waiting.form.fields.length, 4);
    for (const url of [`/api/contacts/${contactId}/signed-forms`, '/api/form-templates', `/api/contacts/${contactId}`]) {
      assert.equal((await pad.get(url)).statusCode, 403, url);
    }
  });

  it('refuses a form with a required field blank, an unticked consent, no name and a dot for a signature, keeping nothing', async () => {
    const contactId = await addContact(api, shop.businessId);
    const pad = await handedTo(contactId);
    const res = await pad.post('/api/signpad/form', {
      payload: { answers: { agree: false, vet: '  ', birthday: '2020-02-30' }, signerName: ' ', signature: { strokes: [[[0.5, 0.5]]] } },
    });
    assert.equal(res.statusCode, 400, res.body);
    const errors = (res.json() as { errors: Record<string, { code: string }> }).errors;
    assert.equal(errors['answers.agree']?.code, 'required');
    assert.equal(errors['answers.vet']?.code, 'required');
    assert.equal(errors['answers.birthday']?.code, 'invalid_date');
    assert.equal(errors.signerName?.code, 'required');
    assert.equal(errors.signature?.code, 'required');
    assert.equal((await pad.get('/api/signpad/form')).json().form.name, 'Grooming consent', 'the form still waits');
    assert.deepEqual(await formsOf(contactId), []);
  });

  it('refuses a point off the pad and an answer to a field the form does not have', async () => {
    const pad = await handedTo(await addContact(api, shop.businessId));
    const off = await pad.post('/api/signpad/form', {
      payload: {
        ...signed,
        signature: {
          strokes: [
            [
              [0.1, 0.1],
              [1.5, 0.2],
            ],
          ],
        },
      },
    });
    assert.equal(off.statusCode, 400, off.body);
    const extra = await pad.post('/api/signpad/form', { payload: { ...signed, answers: { ...signed.answers, shoe: 'big' } } });
    assert.equal(extra.statusCode, 400);
    assert.equal((extra.json() as { errors: Record<string, { code: string }> }).errors['answers.shoe']?.code, 'not_allowed');
  });

  it('keeps a signed form once on the contact, with its booking, and the screen waits for no form after', async () => {
    const contactId = await addContact(api, shop.businessId, { first: 'Marta', last: 'Núñez' });
    const bookingId = await addBooking(api, shop.businessId, contactId);
    const pad = await handedTo(contactId, { bookingId });
    const res = await pad.post('/api/signpad/form', { payload: signed });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal((await pad.post('/api/signpad/form', { payload: signed })).statusCode, 409, 'signed once');
    assert.deepEqual((await pad.get('/api/signpad/form')).json(), { form: null });
    const [form, ...rest] = await formsOf(contactId);
    assert.equal(rest.length, 0);
    assert.equal(form?.formName, 'Grooming consent');
    assert.equal(form?.signerName, 'Marta Núñez');
    assert.equal(form?.bookingId, bookingId);
    assert.equal(form?.signed, true);
    const report = (await shop.b.get('/api/reports/digital-forms')).json() as { items: { id: string }[]; total: number };
    assert.ok(report.items.some((item) => item.id === form?.id));
    // the staff member's password takes the screen back
    assert.equal((await pad.post('/profile/exit_signpad', { payload: { password: TEST_ADMIN_PASSWORD } })).statusCode, 200);
  });

  it('answers the signed form as a PDF with its answers and the signature drawn as vector paths, as it read when signed', async () => {
    const contactId = await addContact(api, shop.businessId, { first: 'Marta', last: 'Núñez' });
    const pad = await handedTo(contactId);
    assert.equal((await pad.post('/api/signpad/form', { payload: signed })).statusCode, 201);
    const changed = await shop.b.patch(`/api/form-templates/${formId}`, {
      payload: { fields: consent.fields.map((field) => (field.key === 'vet' ? { ...field, label: 'Vet clinic' } : field)) },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal((changed.json() as FormTemplate).version, 2);
    const [form] = await formsOf(contactId);
    const res = await shop.b.get(`/api/signed-forms/${form!.id}/pdf`);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.match(String(res.headers['content-disposition']), /filename="grooming-consent-\d{4}-\d{2}-\d{2}\.pdf"/);
    const text = pdfText(res.rawPayload);
    for (const shown of [
      'Paws Grooming',
      'Grooming consent',
      'Please read and sign before we start.',
      'Vet name',
      'Dr. Paws',
      'Oats',
      'Yes',
      'Signed by Marta Núñez',
    ]) {
      assert.ok(
        text.some((run) => run.includes(shown)),
        `${shown} in ${text.join(' | ')}`,
      );
    }
    assert.ok(!text.includes('Vet clinic'), 'the question as it read when signed');
    // the zig-zag's 3 segments and the line's 1, beside the table's rules
    assert.ok(pdfLineSegments(res.rawPayload) >= 4);
  });

  it("answers 404 for another business's signed form, contact and form, and hands over no form of theirs", async () => {
    const contactId = await addContact(api, shop.businessId);
    const pad = await handedTo(contactId);
    assert.equal((await pad.post('/api/signpad/form', { payload: signed })).statusCode, 201);
    const [form] = await formsOf(contactId);
    assert.equal((await other.b.get(`/api/signed-forms/${form!.id}/pdf`)).statusCode, 404);
    assert.equal((await other.b.get(`/api/contacts/${contactId}/signed-forms`)).statusCode, 404);
    assert.equal((await other.b.get(`/api/form-templates/${formId}`)).statusCode, 404);
    const theirs = await addContact(api, other.businessId);
    const res = await other.b.post(`/api/contacts/${theirs}/form-requests`, { payload: { formTemplateId: formId } });
    assert.equal(res.statusCode, 400);
    assert.equal(((await other.b.get('/api/user_info')).json() as { mode: string }).mode, 'staff', 'still at the desk');
  });

  it("refuses another contact's booking and a form taken out of use, leaving the desk in staff mode", async () => {
    const contactId = await addContact(api, shop.businessId);
    const someoneElse = await addContact(api, shop.businessId);
    const bookingId = await addBooking(api, shop.businessId, someoneElse);
    const desk = (await signUpAgain()).b;
    const res = await desk.post(`/api/contacts/${contactId}/form-requests`, { payload: { formTemplateId: formId, bookingId } });
    assert.equal(res.statusCode, 400);
    assert.equal((res.json() as { errors: Record<string, { code: string }> }).errors.bookingId?.code, 'not_found');
    const old = ((await shop.b.post('/api/form-templates', { payload: { ...consent, name: 'Old form' } })).json() as FormTemplate).id;
    assert.equal((await shop.b.delete(`/api/form-templates/${old}`)).statusCode, 204);
    const archived = await desk.post(`/api/contacts/${contactId}/form-requests`, { payload: { formTemplateId: old } });
    assert.equal(archived.statusCode, 400);
    assert.equal(((await desk.get('/api/user_info')).json() as { mode: string }).mode, 'staff');
  });

  it('forgets the waiting form when the staff member takes the screen back unsigned', async () => {
    const pad = await handedTo(await addContact(api, shop.businessId));
    assert.equal((await pad.post('/profile/exit_signpad', { payload: { password: TEST_ADMIN_PASSWORD } })).statusCode, 200);
    assert.equal((await pad.post('/profile/switch_to_signpad')).statusCode, 200);
    assert.deepEqual((await pad.get('/api/signpad/form')).json(), { form: null });
  });
});
