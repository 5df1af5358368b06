import type { Translations } from '@frontdesk/shared';

// A tender's fields (components/TenderFields.tsx): checkout's tenders and a deposit's.
const en = {
  kinds: {
    cash: 'Cash',
    card: 'Card',
    check: 'Check',
  },
  tendered: 'Cash received',
  change: 'Change due: {{amount}}',
  cardNumber: 'Card number',
  expiry: 'Expiry',
  expiryHint: 'MM/YY',
  cvc: 'CVC',
  checkNumber: 'Check number',
};

const es: Translations<typeof en>['es'] = {
  kinds: {
    cash: 'Efectivo',
    card: 'Tarjeta',
    check: 'Cheque',
  },
  tendered: 'Efectivo recibido',
  change: 'Cambio: {{amount}}',
  cardNumber: 'Número de tarjeta',
  expiry: 'Caducidad',
  expiryHint: 'MM/AA',
  cvc: 'CVC',
  checkNumber: 'Número de cheque',
};

export const tendersTexts: Translations<typeof en> = { en, es };
