import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, signedOut, submitLogin } from './support/app';

// Issue 35 §3 end to end: two people (two desks, each its own session) move cards on one board at
// once, one with the mouse and one by keyboard; after a reload both see the same order, every card
// once. The board is a project's of this test's own, so no other test's cards are in the way.

test.use({ viewport: { width: 1280, height: 900 } });

/** a project with lists A (a1, a2, a3) and B (b1): its id */
async function aBoard(request: APIRequestContext) {
  const { csrfmiddlewaretoken } = await (await request.get('/api/csrf')).json();
  const headers = { 'X-CSRFToken': csrfmiddlewaretoken };
  const post = async (path: string, data: object) => {
    const res = await request.post(path, { headers, data });
    expect(res.ok(), await res.text()).toBe(true);
    return res.json();
  };
  const project = await post('/api/projects', { name: `Two desks ${Date.now().toString(36)}` });
  await post('/api/kanban/board/lists/new', { name: 'A', projectId: project.id });
  const board = (await post('/api/kanban/board/lists/new', { name: 'B', projectId: project.id })).board;
  const [a, b] = board.lists as { listId: string }[];
  for (const name of ['a1', 'a2', 'a3']) await post('/api/kanban/board/cards/new', { listId: a!.listId, name });
  await post('/api/kanban/board/cards/new', { listId: b!.listId, name: 'b1' });
  return project.id as string;
}

/** the board as a person sees it: each list's cards, by their names */
async function order(page: Page) {
  const lists: string[][] = [];
  for (const name of ['A', 'B']) {
    const handles = page.getByRole('region', { name: `List ${name}` }).getByRole('button', { name: /^Move / });
    lists.push((await handles.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).map((label) => String(label).slice('Move '.length)));
  }
  return lists;
}

async function secondDesk(browser: Browser) {
  const context = await browser.newContext({ storageState: signedOut, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await submitLogin(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\//);
  return { context, page };
}

test('two people move cards on one board at once and both see the same order after reload', async ({ page, browser }) => {
  const projectId = await aBoard(page.request);
  const other = await secondDesk(browser);
  for (const desk of [page, other.page]) {
    await desk.goto(`/app/projects/${projectId}`);
    await expect(desk.getByRole('region', { name: 'List A' }).getByRole('button', { name: 'Move a3' })).toBeVisible();
  }
  expect(await order(page)).toEqual([['a1', 'a2', 'a3'], ['b1']]);

  // the first desk drags a1 onto b1 with the mouse while the second picks a2 up by keyboard and moves it right
  const dragWithMouse = async () => {
    const from = (await page.getByRole('region', { name: 'List A' }).getByRole('listitem').first().boundingBox())!;
    const to = (await page.getByRole('region', { name: 'List B' }).getByRole('listitem').first().boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 12 });
    await page.mouse.up();
  };
  const moveByKeyboard = async () => {
    const handle = other.page.getByRole('button', { name: 'Move a2' });
    const told = other.page.getByRole('status').filter({ hasText: /a2/ });
    await handle.focus();
    await other.page.keyboard.press('Space');
    // picked up, then over its own place (the first desk's move may reach this one live meanwhile)
    await expect(told).toContainText('in A.');
    await other.page.keyboard.press('ArrowRight');
    await expect(told).toContainText('in B.');
    await other.page.keyboard.press('Space');
  };
  const moved = Promise.all([page.waitForResponse('**/api/kanban/board/cards/move'), other.page.waitForResponse('**/api/kanban/board/cards/move')]);
  await Promise.all([dragWithMouse(), moveByKeyboard()]);
  for (const res of await moved) expect(res.status(), await res.text()).toBe(200);

  await Promise.all([page.reload(), other.page.reload()]);
  for (const desk of [page, other.page]) await expect(desk.getByRole('region', { name: 'List B' }).getByRole('button', { name: /^Move / })).toHaveCount(3);
  const seen = await order(page);
  expect(await order(other.page)).toEqual(seen);
  expect(seen.flat().sort()).toEqual(['a1', 'a2', 'a3', 'b1']);
  expect(seen[0]).toEqual(['a3']);
  await page.screenshot({ path: test.info().outputPath('two-desks.png') });
  await other.context.close();
});

test('a move on one desk shows on the other without a reload', async ({ page, browser }) => {
  const projectId = await aBoard(page.request);
  const other = await secondDesk(browser);
  await other.page.goto(`/app/projects/${projectId}`);
  await expect(other.page.getByRole('region', { name: 'List A' }).getByRole('button', { name: 'Move a3' })).toBeVisible();
  await page.goto(`/app/projects/${projectId}`);
  await page.getByRole('region', { name: 'List A' }).getByRole('button', { name: 'a3', exact: true }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('combobox', { name: 'Move to list' }).click();
  // the list after its own (A), by keyboard as antd's list draws it
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'List B' }).getByRole('button', { name: 'Move a3' })).toBeVisible();
  await expect(other.page.getByRole('region', { name: 'List B' }).getByRole('button', { name: 'Move a3' })).toBeVisible();
  await other.context.close();
});
