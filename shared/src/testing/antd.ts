import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Picks `option` in the select (combobox) a label names, as a person does: open it, click the
 * option by its accessible name. Works because tests render without virtual lists (renderAt).
 */
export async function chooseOption(combobox: string | HTMLElement, option: string | RegExp) {
  const user = userEvent.setup();
  const box = typeof combobox === 'string' ? screen.getByRole('combobox', { name: combobox }) : combobox;
  await user.click(box);
  const listId = box.getAttribute('aria-controls') ?? box.getAttribute('aria-owns');
  const list = listId ? document.getElementById(listId) : null;
  const scope = list ? within(list) : screen;
  await user.click(await scope.findByRole('option', { name: option }));
}
