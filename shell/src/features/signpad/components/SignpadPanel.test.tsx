import { registerTranslations, sessionStore, type PendingForm } from '@frontdesk/shared';
import { aUser, fieldProblem, json, problem, renderAt, serveApi } from '@frontdesk/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellTranslations } from '../../../i18n/shell';
import { SignpadPanel } from './SignpadPanel';

// The customer's side of a form handed over on the signpad: the form to fill, a signature drawn
// with pointer events (kept as strokes of points on the pad), the server's refusals under their
// fields, and the thanks.

const waiting: PendingForm = {
  name: 'Grooming consent',
  intro: 'Please read and sign.',
  contactName: 'Marta Núñez',
  businessName: 'Paws Grooming',
  fields: [
    { key: 'vet', label: 'Vet name', kind: 'text', required: true },
    { key: 'notes', label: 'Anything else?', kind: 'long_text', required: false },
    { key: 'agree', label: 'I agree to the terms', kind: 'checkbox', required: true },
  ],
};
const signedForm = { id: 'sf1', formName: 'Grooming consent', signerName: 'Marta Núñez', signedAt: '2026-11-28T10:00:00.000Z', bookingId: null, signed: true };

const theForm = () => screen.getByRole('form', { name: 'Grooming consent' });
const pad = () => screen.getByRole('img', { name: /Signature box/ });

/** draws a stroke across the pad (300 × 100 px on screen) from each point to the next */
function draw(points: [number, number][]) {
  const target = pad();
  target.getBoundingClientRect = () => ({ left: 0, top: 0, width: 300, height: 100, right: 300, bottom: 100, x: 0, y: 0, toJSON: () => ({}) });
  const [first, ...rest] = points;
  fireEvent.pointerDown(target, { clientX: first![0], clientY: first![1], button: 0, pointerId: 1 });
  for (const [x, y] of rest) fireEvent.pointerMove(target, { clientX: x, clientY: y, pointerId: 1 });
  fireEvent.pointerUp(target, { pointerId: 1 });
}

/** the form shown, filled as required, signed with the line through `signature` (a level one by default) and sent */
async function fillSignAndSend(
  signature: [number, number][] = [
    [30, 50],
    [90, 50],
  ],
) {
  renderAt(<SignpadPanel />);
  const user = userEvent.setup();
  await user.type(await within(await screen.findByRole('form', { name: 'Grooming consent' })).findByLabelText('Vet name'), 'Dr. Paws');
  await user.click(within(theForm()).getByRole('checkbox', { name: 'I agree to the terms (required)' }));
  draw(signature);
  // what the customer sees before sending: their signature counted
  expect(screen.getByText('Signed (1 stroke)')).toBeInTheDocument();
  await user.click(within(theForm()).getByRole('button', { name: 'Sign and send' }));
}

// jsdom has no PointerEvent: a mouse event with the pointer's id stands in for it (what a finger, a pen and the mouse send alike)
class PointerEventStandIn extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

beforeAll(() => {
  registerTranslations('shell', shellTranslations);
  globalThis.PointerEvent ??= PointerEventStandIn as unknown as typeof PointerEvent;
});
beforeEach(() => sessionStore.signIn(aUser({ mode: 'signpad' }), 'tok'));
afterEach(() => jest.restoreAllMocks());

describe('the signpad panel', () => {
  it('shows the waiting form with its intro, questions, the name of whom it was handed to and a signature box', async () => {
    serveApi({ 'GET /api/signpad/form': json({ form: waiting }) });
    renderAt(<SignpadPanel />);
    expect(await screen.findByRole('heading', { name: 'Grooming consent', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('For Marta Núñez · Paws Grooming')).toBeInTheDocument();
    expect(screen.getByText('Please read and sign.')).toBeInTheDocument();
    expect(within(theForm()).getByLabelText('Vet name')).toBeInTheDocument();
    expect(within(theForm()).getByRole('checkbox', { name: 'I agree to the terms (required)' })).not.toBeChecked();
    expect(within(theForm()).getByLabelText('Your full name')).toHaveValue('Marta Núñez');
    // the staff member's way out stays under it
    expect(screen.getByRole('form', { name: 'Staff: leave signpad mode' })).toBeInTheDocument();
  });

  it('sends the answers and the signature as strokes of points on the pad, then thanks the customer', async () => {
    const api = serveApi({ 'GET /api/signpad/form': json({ form: waiting }), 'POST /api/signpad/form': json(signedForm, 201) });
    await fillSignAndSend([
      [30, 50],
      [60, 20],
      [90, 80],
    ]);

    expect(await screen.findByRole('heading', { name: 'Thank you, Marta Núñez!', level: 1 })).toBeInTheDocument();
    const [sent] = api.callsTo('POST /api/signpad/form');
    expect(sent?.body).toEqual({
      answers: { vet: 'Dr. Paws', agree: true },
      signerName: 'Marta Núñez',
      signature: {
        strokes: [
          [
            [0.1, 0.5],
            [0.2, 0.2],
            [0.3, 0.8],
          ],
        ],
      },
    });
  });

  it('asks for the required answers and a signature before sending, and Clear takes the signature away', async () => {
    const api = serveApi({ 'GET /api/signpad/form': json({ form: waiting }) });
    renderAt(<SignpadPanel />);
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Grooming consent' });
    draw([
      [30, 50],
      [90, 50],
    ]);
    await user.click(screen.getByRole('button', { name: 'Clear the signature' }));
    expect(screen.getByText('Not signed yet')).toBeInTheDocument();
    await user.click(within(theForm()).getByRole('button', { name: 'Sign and send' }));
    expect(await screen.findByText('Answer this question')).toBeInTheDocument();
    expect(screen.getByText('Tick this to go on')).toBeInTheDocument();
    expect(screen.getByText('Sign in the box')).toBeInTheDocument();
    expect(api.callsTo('POST /api/signpad/form')).toEqual([]);
  });

  it("says the server's refusal under its field", async () => {
    serveApi({ 'GET /api/signpad/form': json({ form: waiting }), 'POST /api/signpad/form': fieldProblem({ 'answers.vet': ['too_long', { limit: 500 }] }) });
    await fillSignAndSend();
    expect(await within(theForm()).findByText(/500/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Thank you/ })).not.toBeInTheDocument();
  });

  it('says so when the form no longer waits (signed, or taken back)', async () => {
    serveApi({ 'GET /api/signpad/form': json({ form: waiting }), 'POST /api/signpad/form': problem(409, 'conflict') });
    await fillSignAndSend();
    expect(await screen.findByText('This form was already signed or taken back by the staff.')).toBeInTheDocument();
  });
});
