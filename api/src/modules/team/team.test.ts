import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_EMAIL } from '../../demo/demo';
import { browser, databaseKind, signInStaff, signUp, startApi, type Browser, type SignedUp, type TestApi } from '../../testing/harness';
import { readMail, sentMail } from '../../testing/mail';
import type { TeamLogin, TeamLoginList } from './schemas';
import { RESETS_PER_WINDOW } from './service';

// Issue 33 §10: everyone signs in as themselves (docs/decisions/0043).

/** the sign-in's per-address limit here: each browser below comes from an address of its own */
const PER_CLIENT = 6;
let addresses = 0;
const nextAddress = () => `10.33.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;
const PASSWORD = 'chosen-by-me-1';

describe(`team logins (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let other: SignedUp;

  before(async () => {
    api = await startApi({ seed: false, jobs: false, config: { loginRateLimit: PER_CLIENT } });
    shop = await signUp(api, 'Team Shop');
    other = await signUp(api, 'Other Team');
  });
  after(() => api.close());

  const fresh = () => browser(api.app, nextAddress()).visit();
  const signIn = async (email: string, password: string) => {
    const b = await fresh();
    return { b, res: await b.request('POST', '/api/login', { payload: { email, password } }) };
  };
  const newMember = async (admin: Browser, name: string) => {
    const res = await admin.post('/api/staff', { payload: { name, color: '#1677ff', serviceIds: [], hours: [] } });
    assert.equal(res.statusCode, 201, res.body);
    return (res.json() as { id: string }).id;
  };
  /** the link's token, as Mail's Sent shows the mail to the admin who sent it */
  const invitationToken = async (admin: Browser, to: string) => {
    const mail = await readMail(admin, (await sentMail(admin, to)).items[0]!.mailId);
    const match = /\/accept-invitation#token=([\w-]+)/.exec(mail.text);
    assert.ok(match, mail.text);
    return match[1]!;
  };
  /** a reset mail's token, read from the database: the outbox does not show it */
  const resetTokens = async (to: string) => {
    const rows = await api.db.selectFrom('outbox').select('text_body').where('to_address', '=', to).where('private', '=', true).orderBy('created_at').execute();
    return rows.map((row) => /\/reset-password#token=([\w-]+)/.exec(row.text_body)![1]!);
  };
  const invite = (admin: Browser, payload: object) => admin.post('/api/team/invitations', { payload });

  /** a person invited and signed in with the password they chose */
  async function joined(role: 'admin' | 'staff', admin = shop.b) {
    const email = `person${++addresses}@team.test`;
    const res = await invite(admin, { email, firstName: 'Pat', role });
    assert.equal(res.statusCode, 201, res.body);
    const token = await invitationToken(admin, email);
    assert.equal((await (await fresh()).post('/api/invitations/accept', { payload: { token, password: PASSWORD } })).statusCode, 200);
    const { b, res: login } = await signIn(email, PASSWORD);
    assert.equal(login.statusCode, 200, login.body);
    return { b, email, id: (res.json() as TeamLogin).id };
  }

  it('invites a person by email, who sets a password from the mailed link and signs in as staff, linked to their team member', async () => {
    const staffId = await newMember(shop.b, 'Casey Cashier');
    const res = await invite(shop.b, { email: 'Casey@Team.test', firstName: 'Casey', lastName: 'Cashier', role: 'staff', staffId });
    assert.equal(res.statusCode, 201, res.body);
    const invited = res.json() as TeamLogin;
    assert.equal(invited.email, 'casey@team.test');
    assert.equal(invited.status, 'invited');
    assert.equal(invited.staffId, staffId);
    assert.ok(invited.invitationExpiresAt, 'the link runs out');
    // no password yet: no sign-in
    assert.equal((await signIn('casey@team.test', '')).res.statusCode, 400);

    const token = await invitationToken(shop.b, 'casey@team.test');
    const stored = await api.db.selectFrom('account_tokens').select('token_hash').execute();
    assert.ok(
      stored.every((row) => !Buffer.from(row.token_hash).equals(Buffer.from(token))),
      'stored hashed',
    );

    const visitor = await fresh();
    const check = await visitor.post('/api/invitations/check', { payload: { token } });
    assert.equal(check.statusCode, 200);
    assert.deepEqual(check.json(), { email: 'casey@team.test', firstName: 'Casey', lastName: 'Cashier', businessName: 'Team Shop' });
    const short = await visitor.post('/api/invitations/accept', { payload: { token, password: 'short' } });
    assert.equal(short.statusCode, 400);
    const accepted = await visitor.post('/api/invitations/accept', { payload: { token, password: PASSWORD } });
    assert.equal(accepted.statusCode, 200, accepted.body);
    // single use
    assert.equal((await visitor.post('/api/invitations/accept', { payload: { token, password: PASSWORD } })).statusCode, 410);
    assert.equal((await visitor.post('/api/invitations/check', { payload: { token } })).json().code, 'link_expired');

    const { b, res: login } = await signIn('casey@team.test', PASSWORD);
    assert.equal(login.statusCode, 200, login.body);
    const me = (await b.get('/api/user_info')).json() as { email: string; role: string };
    assert.equal(me.email, 'casey@team.test');
    assert.equal(me.role, 'staff');
    const team = (await shop.b.get('/api/team')).json() as TeamLoginList;
    const casey = team.items.find((login) => login.email === 'casey@team.test')!;
    assert.equal(casey.status, 'active');
    assert.equal(casey.invitationExpiresAt, null);
    assert.equal(team.items[0]!.owner, true, 'the owner first');
  });

  it('refuses an email that has a login, and a team member that has one', async () => {
    const taken = await invite(shop.b, { email: shop.email, firstName: 'Again', role: 'staff' });
    assert.equal(taken.statusCode, 400);
    assert.equal(taken.json().errors.email.code, 'taken');
    const staffId = await newMember(shop.b, 'Linked once');
    assert.equal((await invite(shop.b, { email: 'first@team.test', firstName: 'First', role: 'staff', staffId })).statusCode, 201);
    const twice = await invite(shop.b, { email: 'second@team.test', firstName: 'Second', role: 'staff', staffId });
    assert.equal(twice.json().errors.staffId.code, 'taken');
  });

  it('lets only admins invite, list, change or deactivate logins', async () => {
    const staff = await signInStaff(api, shop.businessId);
    const refused = await invite(staff, { email: 'sneaky@team.test', firstName: 'Sneaky', role: 'admin' });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'admin_only');
    assert.equal((await staff.get('/api/team')).statusCode, 403);
    const owner = (await shop.b.get('/api/team')).json() as TeamLoginList;
    assert.equal((await staff.patch(`/api/team/${owner.items[0]!.id}`, { payload: { active: false } })).statusCode, 403);
    assert.equal(await api.db.selectFrom('users').select('id').where('email', '=', 'sneaky@team.test').executeTakeFirst(), undefined);
  });

  it('deactivates a login: its open session is refused at once, it cannot sign in, and reactivated it can', async () => {
    const person = await joined('staff');
    assert.equal((await person.b.get('/api/user_info')).statusCode, 200);
    const res = await shop.b.patch(`/api/team/${person.id}`, { payload: { active: false } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((res.json() as TeamLogin).status, 'deactivated');
    assert.equal((await person.b.get('/api/user_info')).statusCode, 401, 'the old session is refused');
    assert.equal((await api.db.selectFrom('sessions').select('token_hash').where('user_id', '=', person.id).execute()).length, 0);
    assert.equal((await signIn(person.email, PASSWORD)).res.statusCode, 400);
    // nor may it ask for a reset link
    await (await fresh()).post('/api/password-reset', { payload: { email: person.email } });
    assert.deepEqual(await resetTokens(person.email), []);

    assert.equal((await shop.b.patch(`/api/team/${person.id}`, { payload: { active: true } })).json().status, 'active');
    assert.equal((await signIn(person.email, PASSWORD)).res.statusCode, 200);
    const audit = await api.db.selectFrom('audit_events').select('action').where('business_id', '=', shop.businessId).execute();
    assert.ok(audit.some((row) => row.action === 'team.deactivated'));
  });

  it('never deactivates nor demotes the owner, nor leaves the business without an active admin', async () => {
    const team = (await shop.b.get('/api/team')).json() as TeamLoginList;
    const owner = team.items.find((login) => login.owner)!;
    for (const payload of [{ active: false }, { role: 'staff' }]) {
      const res = await shop.b.patch(`/api/team/${owner.id}`, { payload });
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().code, 'forbidden');
    }
    const second = await joined('admin');
    // the second admin cannot deactivate themselves either, but may demote themselves while the owner is an admin
    assert.equal((await second.b.patch(`/api/team/${second.id}`, { payload: { active: false } })).statusCode, 403);
    assert.equal((await second.b.patch(`/api/team/${owner.id}`, { payload: { active: false } })).statusCode, 403);
    assert.equal((await second.b.patch(`/api/team/${second.id}`, { payload: { role: 'staff' } })).json().role, 'staff');
    // now staff: refused at once on the session it already has
    assert.equal((await second.b.get('/api/team')).statusCode, 403);
  });

  it('mails a reset link, the same answer for an unknown email; the link sets a new password once and ends every session', async () => {
    const person = await joined('staff');
    const visitor = await fresh();
    const known = await visitor.post('/api/password-reset', { payload: { email: person.email.toUpperCase() } });
    const unknown = await visitor.post('/api/password-reset', { payload: { email: 'nobody@team.test' } });
    assert.equal(known.statusCode, 202);
    assert.equal(unknown.statusCode, 202);
    assert.equal(known.body, unknown.body);

    const [token] = await resetTokens(person.email);
    assert.ok(token);
    // Mail's Sent shows who was sent it, never the link: no text, no HTML, and no search finds it by the token
    const resetMail = (await sentMail(shop.b, person.email)).items.find((item) => item.subject === 'Reset your Frontdesk password')!;
    assert.equal(resetMail.snippet, '');
    const shown = await readMail(shop.b, resetMail.mailId);
    assert.equal(shown.text, '');
    assert.equal(shown.html, '');
    assert.equal((await sentMail(shop.b, token)).total, 0);

    assert.equal((await visitor.post('/api/password-reset/check', { payload: { token } })).json().email, person.email);
    const done = await visitor.post('/api/password-reset/confirm', { payload: { token, password: 'a-new-password-2' } });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal((await person.b.get('/api/user_info')).statusCode, 401, 'the sessions ended');
    assert.equal((await signIn(person.email, PASSWORD)).res.statusCode, 400);
    assert.equal((await signIn(person.email, 'a-new-password-2')).res.statusCode, 200);
    assert.equal((await visitor.post('/api/password-reset/confirm', { payload: { token, password: 'a-third-password-3' } })).statusCode, 410);
    // an invitation's link is no reset link, and the other way round
    assert.equal((await visitor.post('/api/invitations/check', { payload: { token } })).statusCode, 410);
  });

  it('refuses a link that ran out', async () => {
    const email = 'late@team.test';
    assert.equal((await invite(shop.b, { email, firstName: 'Late', role: 'staff' })).statusCode, 201);
    const token = await invitationToken(shop.b, email);
    await api.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const res = await (await fresh()).post('/api/invitations/accept', { payload: { token, password: PASSWORD } });
    assert.equal(res.statusCode, 410);
    // a new invitation works again
    const login = ((await shop.b.get('/api/team')).json() as TeamLoginList).items.find((item) => item.email === email)!;
    assert.equal(login.invitationExpiresAt, null);
    assert.equal((await shop.b.post(`/api/team/${login.id}/invitation`)).statusCode, 200);
    const again = await invitationToken(shop.b, email);
    assert.equal((await (await fresh()).post('/api/invitations/accept', { payload: { token: again, password: PASSWORD } })).statusCode, 200);
  });

  it('limits reset requests per account (silently) and per client address like sign-in', async () => {
    const person = await joined('staff');
    for (let i = 0; i < RESETS_PER_WINDOW + 2; i++) await (await fresh()).post('/api/password-reset', { payload: { email: person.email } });
    assert.equal((await resetTokens(person.email)).length, RESETS_PER_WINDOW);

    const one = await fresh();
    const answers: number[] = [];
    for (let i = 0; i < PER_CLIENT + 1; i++) answers.push((await one.post('/api/password-reset', { payload: { email: `x${i}@team.test` } })).statusCode);
    assert.equal(answers.at(-1), 429);
  });

  it("keeps each business's logins its own", async () => {
    const person = await joined('staff');
    const theirs = await other.b.patch(`/api/team/${person.id}`, { payload: { active: false } });
    assert.equal(theirs.statusCode, 404);
    assert.equal((await other.b.post(`/api/team/${person.id}/invitation`)).statusCode, 404);
    const team = (await other.b.get('/api/team')).json() as TeamLoginList;
    assert.ok(team.items.every((login) => login.email !== person.email));
    const shopMember = await newMember(shop.b, 'Not yours');
    const linked = await invite(other.b, { email: 'cross@team.test', firstName: 'Cross', role: 'staff', staffId: shopMember });
    assert.equal(linked.json().errors.staffId.code, 'not_found');
    assert.equal((await person.b.get('/api/user_info')).statusCode, 200);
  });

  it('lets a person edit their profile and change their password (their other sessions end)', async () => {
    const person = await joined('staff');
    const edited = await person.b.patch('/api/profile', { payload: { firstName: 'Patricia', lastName: 'Lee', phone: '5550001111', bio: 'Weekends' } });
    assert.equal(edited.statusCode, 204, edited.body);
    const me = (await person.b.get('/api/user_info')).json() as { firstName: string; lastName: string; phone: string; bio: string };
    assert.deepEqual([me.firstName, me.lastName, me.phone, me.bio], ['Patricia', 'Lee', '5550001111', 'Weekends']);
    assert.equal((await person.b.patch('/api/profile', { payload: { firstName: ' ' } })).statusCode, 400);
    // a phone is 10 digits (punctuation dropped) or nothing; anything else is refused, nothing changed
    const badPhone = await person.b.patch('/api/profile', { payload: { phone: 'a', bio: 'Changed' } });
    assert.equal(badPhone.statusCode, 400, badPhone.body);
    assert.equal(badPhone.json().errors.phone.code, 'invalid_phone');
    assert.equal(((await person.b.get('/api/user_info')).json() as { bio: string }).bio, 'Weekends');
    assert.equal((await person.b.patch('/api/profile', { payload: { phone: '(555) 000-2222' } })).statusCode, 204);
    assert.equal(((await person.b.get('/api/user_info')).json() as { phone: string }).phone, '5550002222');

    const elsewhere = (await signIn(person.email, PASSWORD)).b;
    const wrong = await person.b.post('/api/profile/password', { payload: { currentPassword: 'not-it-at-all', newPassword: 'another-one-22' } });
    assert.equal(wrong.json().errors.currentPassword.code, 'invalid_value');
    const changed = await person.b.post('/api/profile/password', { payload: { currentPassword: PASSWORD, newPassword: 'another-one-22' } });
    assert.equal(changed.statusCode, 204, changed.body);
    assert.equal((await person.b.get('/api/user_info')).statusCode, 200, 'this session stays');
    assert.equal((await elsewhere.get('/api/user_info')).statusCode, 401, 'the others end');
  });

  it('makes the sign-up admin the owner', async () => {
    const owner = await api.db.selectFrom('users').select(['owner', 'email']).where('business_id', '=', other.businessId).execute();
    assert.deepEqual(owner, [{ owner: true, email: other.email }]);
    assert.notEqual(other.email, DEMO_EMAIL);
  });
});
