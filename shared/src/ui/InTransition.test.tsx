import { render, screen } from '@testing-library/react';
import { InTransition } from './InTransition';

describe('InTransition', () => {
  it('draws its children once the transition has run', async () => {
    render(
      <InTransition>
        <button type="button">Save</button>
      </InTransition>,
    );
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
