import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../testing';
import { PublicChoices } from './PublicChoices';

const choices = [
  { value: 'wash', label: 'Wash', detail: '30 min', aside: '$30.00' },
  { value: 'groom', label: 'Groom', detail: '1 h', aside: '$85.00' },
];

describe('PublicChoices', () => {
  it('lists each choice as a button under the list’s name, with its detail and aside', () => {
    renderAt(<PublicChoices label="Services" choices={choices} onChoose={jest.fn()} />);
    const list = screen.getByRole('list', { name: 'Services' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Wash30 min$30.00', 'Groom1 h$85.00']);
    expect(buttons.every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
  });

  it('chooses with a tap or the keyboard, and shows the chosen one pressed', async () => {
    const onChoose = jest.fn();
    renderAt(<PublicChoices label="Services" choices={choices} value="groom" onChoose={onChoose} />);
    expect(screen.getByRole('button', { name: /Groom/, pressed: true })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Wash/ }));
    expect(onChoose).toHaveBeenLastCalledWith('wash');
    // from the tapped one to the next
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith('groom');
  });

  it('leaves the aside out of the grid layout', () => {
    renderAt(<PublicChoices label="Times" layout="grid" choices={choices} onChoose={jest.fn()} />);
    expect(screen.getByRole('button', { name: /Wash/ })).toHaveTextContent(/^Wash30 min$/);
  });

  it('takes no choice while a change is on its way, and says the chosen one is busy', () => {
    renderAt(<PublicChoices label="Times" layout="grid" choices={choices} value="wash" busy onChoose={jest.fn()} />);
    expect(screen.getByRole('button', { name: /Groom/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Wash/ })).toHaveAttribute('aria-busy', 'true');
  });
});
