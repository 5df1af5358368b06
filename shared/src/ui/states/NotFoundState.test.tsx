import { renderAt } from '@frontdesk/shared/testing';
import { screen } from '@testing-library/react';
import { NotFoundState } from './NotFoundState';

describe('NotFoundState', () => {
  it('is told by its heading only: no English picture title ("No Found") read out or shown', () => {
    const { container } = renderAt(<NotFoundState title="Página no encontrada" text="La página que buscas no existe." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent('No Found');
    expect(container.querySelector('title')).toBeNull();
  });
});
