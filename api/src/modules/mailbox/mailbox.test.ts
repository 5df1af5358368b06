import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addContact, databaseKind, idempotencyKey, signInStaff, signUp, startApi, type Browser, type SignedUp, type TestApi } from '../../testing/harness';
import { followStream, listeningPort } from '../../testing/eventStream';
import { cardSale } from '../../testing/sales';
import type { Mail, MailLabel, MailLabelList, MailPage, MailSent, MailSummary } from './schemas';

type Person = { b: Browser; email: string; id: string };

describe(`mail: the staff's mailbox (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let other: SignedUp;
  let admin: Person;
  let sol: Person;
  let rui: Person;

  /** a staff member of the business, signed in, with their address and id */
  async function colleague(businessId: string): Promise<Person> {
    const b = await signInStaff(api, businessId);
    const user = await api.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('business_id', '=', businessId)
      .orderBy('created_at', 'desc')
      .orderBy('email', 'desc')
      .executeTakeFirstOrThrow();
    return { b, email: user.email, id: user.id };
  }

  before(async () => {
    api = await startApi({ seed: false, jobs: false });
    shop = await signUp(api, 'Paws Grooming');
    other = await signUp(api, 'Other Shop');
    const adminRow = await api.db.selectFrom('users').select('id').where('email', '=', shop.email).executeTakeFirstOrThrow();
    admin = { b: shop.b, email: shop.email, id: adminRow.id };
    sol = await colleague(shop.businessId);
    rui = await colleague(shop.businessId);
  });
  after(() => api.close());

  const send = (from: Browser, payload: object) => from.post('/api/mail/mails', { payload, headers: idempotencyKey() });
  const list = async (b: Browser, query = '') => {
    const res = await b.get(`/api/mail/mails${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as MailPage;
  };
  const read = (b: Browser, mailId: string) => b.get(`/api/mail/mail?mailId=${mailId}`);
  const labels = async (b: Browser) => ((await b.get('/api/mail/labels')).json() as MailLabelList).items;
  const unreadOf = (items: MailLabel[], id: string) => items.find((label) => label.id === id)?.unread;

  it('sends internal mail to a colleague: in their inbox unread, in the sender’s Sent read', async () => {
    const res = await send(admin.b, { to: [sol.email], subject: 'Rota for June', body: 'Sol, you open on Mondays.' });
    assert.equal(res.statusCode, 201, res.body);
    const [sentId] = (res.json() as MailSent).mailIds;

    const inbox = await list(sol.b, '?label=inbox');
    const received = inbox.items.find((mail) => mail.subject === 'Rota for June')!;
    assert.deepEqual(
      {
        folder: received.folder,
        isUnread: received.isUnread,
        isStarred: received.isStarred,
        isImportant: received.isImportant,
        kind: received.kind,
        from: received.from,
      },
      { folder: 'inbox', isUnread: true, isStarred: false, isImportant: false, kind: 'internal', from: 'Ada Admin' },
    );
    assert.equal(received.to, 'Sol Staff');
    assert.equal(received.snippet, 'Sol, you open on Mondays.');
    assert.equal(unreadOf(await labels(sol.b), 'inbox'), 1);

    const sent = await list(admin.b, '?label=sent');
    const mine = sent.items.find((mail) => mail.mailId === sentId)!;
    assert.equal(mine.folder, 'sent');
    assert.equal(mine.isUnread, false);
  });

  it('keeps a draft in its writer’s Drafts, writes it again, and sends it out of Drafts', async () => {
    const draft = (payload: object) => admin.b.post('/api/mail/drafts', { payload });
    const saved = await draft({ to: [], subject: '', body: 'Half a thought' });
    assert.equal(saved.statusCode, 200, saved.body);
    const { mailId } = saved.json() as { mailId: string };
    const drafts = await list(admin.b, '?label=drafts');
    assert.deepEqual(
      drafts.items.map((mail) => [mail.mailId, mail.folder, mail.isUnread, mail.snippet]),
      [[mailId, 'drafts', false, 'Half a thought']],
    );
    // nobody else sees a draft, nor can write or send it
    assert.equal((await read(sol.b, mailId)).statusCode, 404);
    assert.equal((await sol.b.post('/api/mail/drafts', { payload: { to: [], subject: 'Mine now', body: '', draftId: mailId } })).statusCode, 404);
    const stolen = await send(sol.b, { to: [rui.email], subject: 'Taken', body: 'x', draftId: mailId });
    assert.equal(stolen.statusCode, 404, stolen.body);
    assert.equal((await list(rui.b, '?q=Taken')).total, 0);

    const again = await draft({ to: [sol.email, ` ${sol.email.toUpperCase()} `], subject: 'Towels', body: 'Order more towels', draftId: mailId });
    assert.equal(again.statusCode, 200, again.body);
    const opened = (await read(admin.b, mailId)).json() as Mail;
    assert.deepEqual([opened.to, opened.subject, opened.text], [sol.email, 'Towels', 'Order more towels']);

    // sent: in Sent and the colleague's inbox, out of Drafts; the same draft cannot be sent twice
    const sent = await send(admin.b, { to: [sol.email], subject: 'Towels', body: 'Order more towels', draftId: mailId });
    assert.equal(sent.statusCode, 201, sent.body);
    assert.equal((await list(admin.b, '?label=drafts')).total, 0);
    assert.equal((await list(sol.b, '?label=inbox&q=Towels')).total, 1);
    assert.equal((await send(admin.b, { to: [sol.email], subject: 'Towels', body: 'again', draftId: mailId })).statusCode, 404);
    assert.equal((await list(sol.b, '?label=inbox&q=Towels')).total, 1);
  });

  it('reading a mail marks it read', async () => {
    await send(admin.b, { to: [sol.email], subject: 'Read me', body: 'Text of it' });
    const { mailId } = (await list(sol.b, '?label=inbox&q=read%20me')).items[0]!;
    const res = await read(sol.b, mailId);
    assert.equal(res.statusCode, 200, res.body);
    const mail = res.json() as Mail;
    assert.equal(mail.text, 'Text of it');
    assert.equal(mail.isUnread, false);
    assert.equal((await list(sol.b, '?label=inbox&q=read%20me')).items[0]!.isUnread, false);
  });

  it('keeps a colleague’s internal mail from one it was not sent to', async () => {
    await send(admin.b, { to: [sol.email], subject: 'Only for Sol', body: 'Private' });
    const { mailId } = (await list(sol.b, '?q=only%20for%20sol')).items[0]!;
    assert.equal((await list(rui.b, '?q=only%20for%20sol')).total, 0);
    const res = await read(rui.b, mailId);
    assert.equal(res.statusCode, 404);
    assert.equal((await rui.b.patch(`/api/mail/mails/${mailId}`, { payload: { isStarred: true } })).statusCode, 404);
    assert.equal((await list(sol.b, '?q=only%20for%20sol')).items[0]!.isStarred, false);
  });

  it('answers 404 with a clear message for an unknown mail', async () => {
    const res = await read(admin.b, '00000000-0000-4000-8000-000000000000');
    assert.equal(res.statusCode, 404);
    const problem = res.json() as { code: string; detail: string };
    assert.equal(problem.code, 'not_found');
    assert.match(problem.detail, /Mail not found/);
    assert.equal((await read(admin.b, 'not-a-uuid')).statusCode, 400);
  });

  it('sends to an outside address through the outbox: queued, under Sent with its delivery status for everyone', async () => {
    const res = await send(sol.b, { to: ['marta@example.test'], subject: 'Your next visit', body: 'See you soon.' });
    assert.equal(res.statusCode, 201, res.body);
    const [mailId] = (res.json() as MailSent).mailIds;
    const outbox = await api.db.selectFrom('outbox').select(['to_address', 'status', 'created_by']).where('id', '=', mailId!).executeTakeFirstOrThrow();
    assert.deepEqual(outbox, { to_address: 'marta@example.test', status: 'queued', created_by: sol.id });
    for (const b of [sol.b, rui.b]) {
      const mail = (await list(b, '?label=sent&q=next%20visit')).items[0]!;
      assert.equal(mail.mailId, mailId);
      assert.equal(mail.kind, 'outgoing');
      assert.equal(mail.status, 'queued');
      assert.equal(mail.from, 'Sol Staff');
      assert.equal(mail.to, 'marta@example.test');
    }
  });

  it('shows a receipt emailed at checkout under Sent, with its attachment', async () => {
    const contactId = await addContact(api, shop.businessId, { first: 'Marta', last: 'Núñez' });
    const sale = await cardSale(shop.b, [{ name: 'Bath and brush', unitPriceMinor: 4550, quantity: 1 }], contactId);
    const emailed = await shop.b.post(`/api/transactions/${sale.transactions[0]!.id}/receipt/email`, {
      payload: { to: 'marta@example.test' },
      headers: idempotencyKey(),
    });
    assert.equal(emailed.statusCode, 202, emailed.body);
    const { mailId } = emailed.json() as { mailId: string };
    const sent = await list(rui.b, '?label=sent');
    assert.equal(sent.items[0]!.mailId, mailId);
    assert.match(sent.items[0]!.subject, /Your receipt #\d+ from Paws Grooming/);
    const mail = (await read(rui.b, mailId)).json() as Mail;
    assert.match(mail.text, /Bath and brush/);
    assert.equal(mail.attachments[0]!.url, `/api/transactions/${sale.transactions[0]!.id}/receipt.pdf`);
  });

  it('mixes colleagues and outside addresses in one mail; refuses bad input and sends nothing', async () => {
    const res = await send(admin.b, { to: [sol.email.toUpperCase(), 'ben@example.test'], subject: 'Both', body: '' });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal((res.json() as MailSent).mailIds.length, 2);
    assert.equal((await list(sol.b, '?label=inbox&q=both')).total, 1);

    const before = await api.db.selectFrom('outbox').select(api.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const empty = await send(admin.b, { to: [], subject: ' ', body: 'x' });
    assert.equal(empty.statusCode, 400);
    const errors = (empty.json() as { errors: Record<string, { code: string }> }).errors;
    assert.equal(errors.to!.code, 'required');
    assert.equal(errors.subject!.code, 'required');
    const wrong = await send(admin.b, { to: [sol.email, 'not an address'], subject: 'Hi', body: 'x' });
    assert.equal(wrong.statusCode, 400);
    assert.equal((wrong.json() as { errors: Record<string, { code: string }> }).errors.to!.code, 'invalid_email');
    const after = await api.db.selectFrom('outbox').select(api.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(before.n));
    assert.equal((await list(sol.b, '?q=hi')).items.filter((mail) => mail.subject === 'Hi').length, 0);
  });

  it('stars, marks important and unread, moves to the trash and back — each person’s own state', async () => {
    await send(admin.b, { to: [sol.email, rui.email], subject: 'Flags', body: 'x' });
    const { mailId } = (await list(sol.b, '?q=flags')).items[0]!;
    const patch = (payload: object) => sol.b.patch(`/api/mail/mails/${mailId}`, { payload });
    let res = await patch({ isStarred: true, isImportant: true, isUnread: false });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual((({ isStarred, isImportant, isUnread }: MailSummary) => ({ isStarred, isImportant, isUnread }))(res.json() as MailSummary), {
      isStarred: true,
      isImportant: true,
      isUnread: false,
    });
    assert.equal((await list(sol.b, '?label=starred&q=flags')).total, 1);
    assert.equal((await list(sol.b, '?label=important&q=flags')).total, 1);
    assert.equal((await list(rui.b, '?label=starred&q=flags')).total, 0);

    res = await patch({ folder: 'trash' });
    assert.equal((res.json() as MailSummary).folder, 'trash');
    assert.equal((await list(sol.b, '?q=flags')).total, 0, 'all leaves out the trash');
    assert.equal((await list(sol.b, '?label=trash&q=flags')).total, 1);
    res = await patch({ folder: 'sent' });
    assert.equal(res.statusCode, 400);
    assert.equal((res.json() as { errors: Record<string, { code: string }> }).errors.folder!.code, 'not_allowed');
    res = await patch({ folder: 'inbox' });
    assert.equal((res.json() as MailSummary).folder, 'inbox');
  });

  it('keeps a person’s state of the business’s outgoing email their own', async () => {
    const res = await send(admin.b, { to: ['star@example.test'], subject: 'Outgoing star', body: 'x' });
    const [mailId] = (res.json() as MailSent).mailIds;
    const starred = await rui.b.patch(`/api/mail/mails/${mailId}`, { payload: { isStarred: true, isUnread: true } });
    assert.equal(starred.statusCode, 200, starred.body);
    assert.equal((starred.json() as MailSummary).isStarred, true);
    assert.equal((starred.json() as MailSummary).isUnread, false, 'outgoing email is never unread');
    assert.equal((await list(rui.b, '?label=starred&q=outgoing%20star')).total, 1);
    assert.equal((await list(sol.b, '?label=starred&q=outgoing%20star')).total, 0);
  });

  it('makes, renames, assigns and deletes a person’s own labels', async () => {
    let res = await sol.b.post('/api/mail/labels', { payload: { name: 'Suppliers' } });
    assert.equal(res.statusCode, 201, res.body);
    const label = res.json() as MailLabel;
    assert.deepEqual({ kind: label.kind, name: label.name }, { kind: 'custom', name: 'Suppliers' });
    res = await sol.b.post('/api/mail/labels', { payload: { name: 'suppliers' } });
    assert.equal(res.statusCode, 400);
    assert.equal((res.json() as { errors: Record<string, { code: string }> }).errors.name!.code, 'taken');
    assert.equal((await sol.b.post('/api/mail/labels', { payload: { name: '  ' } })).statusCode, 400);

    res = await sol.b.patch(`/api/mail/labels/${label.id}`, { payload: { name: 'Vendors' } });
    assert.equal((res.json() as MailLabel).name, 'Vendors');
    const names = (await labels(sol.b)).map((item) => item.name);
    assert.deepEqual(names.slice(0, 8), ['all', 'inbox', 'sent', 'drafts', 'trash', 'spam', 'starred', 'important']);
    assert.ok(names.includes('Vendors'));
    assert.ok(!(await labels(rui.b)).some((item) => item.id === label.id), 'another person does not see it');

    await send(admin.b, { to: [sol.email], subject: 'Labelled', body: 'x' });
    const { mailId } = (await list(sol.b, '?q=labelled')).items[0]!;
    res = await sol.b.patch(`/api/mail/mails/${mailId}`, { payload: { labelIds: [label.id] } });
    assert.deepEqual((res.json() as MailSummary).labelIds, [label.id]);
    const labelled = await list(sol.b, `?customLabel=${label.id}`);
    assert.deepEqual(
      labelled.items.map((mail) => mail.mailId),
      [mailId],
    );
    assert.equal(unreadOf(await labels(sol.b), label.id), 1);
    // another person's label cannot be put on a mail, nor listed, renamed or deleted
    assert.equal((await rui.b.get(`/api/mail/mails?customLabel=${label.id}`)).statusCode, 404);
    assert.equal((await rui.b.patch(`/api/mail/labels/${label.id}`, { payload: { name: 'Mine' } })).statusCode, 404);
    assert.equal((await rui.b.delete(`/api/mail/labels/${label.id}`)).statusCode, 404);

    assert.equal((await sol.b.delete(`/api/mail/labels/${label.id}`)).statusCode, 204);
    assert.deepEqual((await list(sol.b, '?q=labelled')).items[0]!.labelIds, []);
    assert.equal((await sol.b.delete(`/api/mail/labels/${label.id}`)).statusCode, 404);
  });

  it('pages and searches the list', async () => {
    for (const n of [1, 2, 3]) await send(admin.b, { to: [rui.email], subject: `Paged ${n}`, body: 'x' });
    const first = await list(rui.b, '?label=inbox&q=paged&pageSize=2');
    assert.equal(first.total, 3);
    assert.deepEqual(
      first.items.map((mail) => mail.subject),
      ['Paged 3', 'Paged 2'],
    );
    const second = await list(rui.b, '?label=inbox&q=paged&pageSize=2&page=2');
    assert.deepEqual(
      second.items.map((mail) => mail.subject),
      ['Paged 1'],
    );
    assert.equal((await rui.b.get('/api/mail/mails?label=elsewhere')).statusCode, 400);
  });

  it('lists the colleagues to write to: the other active logins of the business', async () => {
    const res = await sol.b.get('/api/mail/colleagues');
    const emails = (res.json() as { items: { email: string }[] }).items.map((item) => item.email);
    assert.ok(emails.includes(admin.email) && emails.includes(rui.email));
    assert.ok(!emails.includes(sol.email));
    assert.ok(!emails.includes(other.email));
  });

  it('never shows nor changes another business’s mail, and a colleague’s address elsewhere is an outside address', async () => {
    await send(admin.b, { to: [sol.email], subject: 'Ours alone', body: 'x' });
    const { mailId } = (await list(sol.b, '?q=ours%20alone')).items[0]!;
    const outgoing = (await list(sol.b, '?label=sent')).items[0]!.mailId;
    for (const id of [mailId, outgoing]) {
      assert.equal((await read(other.b, id)).statusCode, 404);
      assert.equal((await other.b.patch(`/api/mail/mails/${id}`, { payload: { folder: 'trash' } })).statusCode, 404);
    }
    assert.equal((await list(other.b, '?label=sent')).total, 0);
    assert.equal((await list(other.b)).total, 0);
    // B writing to A's staff member: no internal mail crosses businesses, it goes out by email
    const res = await send(other.b, { to: [sol.email], subject: 'Cross', body: 'x' });
    assert.equal(res.statusCode, 201);
    assert.equal((await list(sol.b, '?q=cross')).total, 0);
    assert.equal((await list(other.b, '?label=sent&q=cross')).items[0]!.kind, 'outgoing');
  });

  it('tells the business’s open pages at once that mail came or went, and no other business’s', async () => {
    const port = await listeningPort(api);
    const ours = followStream(port, rui.b);
    const theirs = followStream(port, other.b);
    assert.equal(await ours.opened, 200);
    assert.equal(await theirs.opened, 200);
    await send(admin.b, { to: [sol.email], subject: 'Live', body: 'x' });
    await send(admin.b, { to: ['live@example.test'], subject: 'Live out', body: 'x' });
    const kinds = () => ours.events.filter((e) => e.event === 'mail').map((e) => (e.data as { kind: string }).kind);
    while (kinds().length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    assert.deepEqual(kinds(), ['internal', 'outgoing']);
    assert.equal(theirs.events.filter((e) => e.event === 'mail').length, 0);
    ours.close();
    theirs.close();
  });
});
