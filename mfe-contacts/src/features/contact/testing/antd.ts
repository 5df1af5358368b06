// Test helpers for antd widgets (never imported by app code).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Opens the antd Select a label names (or the Select's input) and picks the option shown as `option`. */
export async function chooseOption(label: string | HTMLElement, option: string) {
  const user = userEvent.setup();
  await user.click(typeof label === 'string' ? screen.getByLabelText(label) : label);
  const item = await waitFor(() => {
    // the visible options carry their label as title; the last list opened is the one wanted
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter((el) => el.title === option).at(-1);
    if (!found) throw new Error(`no option "${option}" in the list`);
    return found;
  });
  await user.click(item);
}
