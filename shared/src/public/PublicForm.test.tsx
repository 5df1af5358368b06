import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsStore } from '../settings/settingsStore';
import { renderAt } from '../testing';
import { PublicButton } from './PublicButton';
import { PublicField } from './PublicField';
import { PublicForm, usePublicForm } from './PublicForm';

type Values = { email: string; code: string; password: string };

/** A form with one field of each kind of rule; `form.setFields` is exposed for the refusal test. */
function Sample({
  onSubmit,
  busy = false,
  expose,
}: {
  onSubmit: (values: Values) => void;
  busy?: boolean;
  expose?: (form: ReturnType<typeof usePublicForm<Values>>) => void;
}) {
  const form = usePublicForm<Values>();
  expose?.(form);
  return (
    <PublicForm<Values> form={form} onSubmit={onSubmit} busy={busy}>
      <PublicField name="email" label="Email" type="email" required />
      <PublicField
        name="code"
        label="Code"
        pattern="[A-Z]{3}"
        help="Three capital letters"
        messages={{ pattern: 'Three capital letters, like ABC' }}
        validate={(v) => (v === 'XXX' ? 'Not XXX' : null)}
      />
      <PublicField name="password" label="Password" type="password" required minLength={10} />
      <PublicButton busy={busy}>Send</PublicButton>
    </PublicForm>
  );
}

afterEach(() => settingsStore.update({ language: 'en' }));

/** Types each given value into its field, then presses Send. */
async function fillAndSend(values: Partial<Record<'Email' | 'Code' | 'Password', string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('PublicForm', () => {
  it('sends the values by field name when every rule holds', async () => {
    const onSubmit = jest.fn();
    renderAt(<Sample onSubmit={onSubmit} />);
    await fillAndSend({ Email: 'ana@example.com', Code: 'ABC', Password: 'long enough!' });
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', code: 'ABC', password: 'long enough!' });
  });

  it('sends nothing while a rule is broken, says why under each field, and focuses the first', async () => {
    const onSubmit = jest.fn();
    renderAt(<Sample onSubmit={onSubmit} />);
    await fillAndSend({ Code: 'abc', Password: 'short' });
    expect(onSubmit).not.toHaveBeenCalled();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Three capital letters Three capital letters, like ABC');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 10 characters');
  });

  it("takes the field's own rule and an email without a dot in its domain as broken", async () => {
    const onSubmit = jest.fn();
    renderAt(<Sample onSubmit={onSubmit} />);
    await fillAndSend({ Email: 'ana@example', Code: 'XXX', Password: 'long enough!' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Three capital letters Not XXX');
  });

  it('checks a told field again as the user corrects it', async () => {
    renderAt(<Sample onSubmit={jest.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByLabelText('Email');
    await user.type(email, 'ana@');
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await user.type(email, 'example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAccessibleDescription();
  });

  it("tells a broken rule in the user's language", async () => {
    settingsStore.update({ language: 'es' });
    renderAt(<Sample onSubmit={jest.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Este campo es obligatorio');
  });

  it("shows the server's refusal of a field until its value changes", async () => {
    let form: ReturnType<typeof usePublicForm<Values>> | undefined;
    renderAt(<Sample onSubmit={jest.fn()} expose={(f) => (form = f)} />);
    act(() => form?.setFields([{ name: 'email', errors: ['This is already taken'] }]));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This is already taken');
    await userEvent.setup().type(email, 'x');
    expect(email).not.toHaveAccessibleDescription();
  });

  it('shows and hides a password', async () => {
    renderAt(<Sample onSubmit={jest.fn()} />);
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('holds every field and the button while the change is on its way', () => {
    renderAt(<Sample onSubmit={jest.fn()} busy />);
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
  });
});
