import { registerTranslations, settingsStore } from '@frontdesk/shared';
import { renderAt } from '@frontdesk/shared/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { translations } from '../../../i18n';
import { PayPage } from './PayPage';

const renderPayPage = (address: string) =>
  renderAt(
    <Routes>
      <Route path="/pay/:paymentLinkId" element={<PayPage />} />
    </Routes>,
    address,
  );

beforeAll(() => registerTranslations('payments', translations));

afterEach(() => settingsStore.update({ language: 'en' }));

describe('PayPage', () => {
  it('names the payment link of its address', () => {
    renderPayPage('/pay/pl_7f3a');
    expect(screen.getByRole('heading', { name: 'Pay your bill', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Payment link pl_7f3a')).toBeInTheDocument();
  });

  it('tells the customer that paying online is on its way, and offers nothing to pay with yet', () => {
    renderPayPage('/pay/pl_7f3a');
    expect(screen.getByText('Online payment by link is being built. Your business will send you a working link soon.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('speaks Spanish when the language is Spanish', () => {
    settingsStore.update({ language: 'es' });
    renderPayPage('/pay/pl_7f3a');
    expect(screen.getByRole('heading', { name: 'Paga tu factura', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Enlace de pago pl_7f3a')).toBeInTheDocument();
  });
});
