import { mediaQueries, registerTranslations } from '@frontdesk/shared';
import { anInvoice, fakeMedia, renderAt } from '@frontdesk/shared/testing';
import { screen, within } from '@testing-library/react';
import { microApp } from '../../../microApp';
import { aPayment } from '../testing';
import { InvoiceLines } from './InvoiceLines';
import { InvoiceMoneyTable } from './InvoiceMoneyTable';

// Issue 33 §2: on a 390 px phone the invoice page's tables were cut off at their cards' edge.
const headers = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

let media: ReturnType<typeof fakeMedia>;
beforeAll(() => registerTranslations(microApp.name, microApp.translations));
afterEach(() => media.restore());

describe('the invoice page’s tables', () => {
  it('show every column on a tablet or a computer', () => {
    media = fakeMedia({ [mediaQueries.narrow]: false });
    renderAt(
      <>
        <InvoiceLines invoice={anInvoice()} />
        <InvoiceMoneyTable transactions={[aPayment()]} />
      </>,
    );
    expect(headers('Items')).toEqual(['Item', 'Qty', 'Price', 'Discount', 'Tax', 'Total']);
    expect(headers('Payments and refunds')).toHaveLength(7);
  });

  it('keep what fits a phone: the lines’ item, quantity and total; the payments’ receipt, when, what and amount', () => {
    media = fakeMedia({ [mediaQueries.narrow]: true });
    renderAt(
      <>
        <InvoiceLines invoice={anInvoice()} />
        <InvoiceMoneyTable transactions={[aPayment()]} />
      </>,
    );
    expect(headers('Items')).toEqual(['Item', 'Qty', 'Total']);
    expect(headers('Payments and refunds')).toEqual(['Receipt', 'When', 'What', 'Amount']);
  });
});
