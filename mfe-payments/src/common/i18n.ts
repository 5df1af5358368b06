import type { Translations } from '@frontdesk/shared';

// Texts more than one feature says; merged in src/i18n.ts under `common`.

const en = {
  // a tender: its name, its fields (components/TenderFields.tsx: checkout's tenders, a deposit's,
  // an invoice's payment), and how a payment was made (hooks/useTenderText.ts)
  tenders: {
    kinds: { cash: 'Cash', card: 'Card', check: 'Check', deposit: 'Deposit applied' },
    cardOf: 'Card {{brand}} •••• {{last4}}',
    backToCredit: 'Back to credit',
    tendered: 'Cash received',
    change: 'Change due: {{amount}}',
    cardNumber: 'Card number',
    expiry: 'Expiry',
    expiryHint: 'MM/YY',
    expiryInvalid: 'Expiry: enter the month and year the card shows, like 12/29.',
    cvc: 'CVC',
    checkNumber: 'Check number',
    // each tender's takings summed (the Z-report, the dashboards)
    takings: { cash: 'Cash', card: 'Card', check: 'Check', deposit: 'Deposits applied' },
  },
  // split tenders (components/TenderPanel.tsx): a sale's, an invoice's payment
  tenderPanel: {
    title: 'Payment',
    remove: 'Remove the {{tender}} payment',
    amount: 'Amount',
    amountOf: 'Amount paid by {{tender}}',
    remaining: 'Left to pay: {{amount}}',
    over: 'The payments come to {{amount}} more than the total: lower an amount. A card is charged no more than is left to pay.',
    overAsChange: 'Give {{amount}} back as change',
    addCash: 'Cash',
    addCard: 'Card',
    addCheck: 'Check',
    cashNeedsRegister: 'Cash is taken on an open register.',
  },
  // a sale's figures: the checkout's totals, the receipt
  totals: {
    subtotal: 'Subtotal',
    tax: 'Tax',
    tip: 'Tip',
    total: 'Total',
  },
  // the link to a payment's receipt, once it is taken
  receipt: 'Receipt',
};

const es: Translations<typeof en>['es'] = {
  tenders: {
    kinds: { cash: 'Efectivo', card: 'Tarjeta', check: 'Cheque', deposit: 'Depósito aplicado' },
    cardOf: 'Tarjeta {{brand}} •••• {{last4}}',
    backToCredit: 'Devuelto al saldo a favor',
    tendered: 'Efectivo recibido',
    change: 'Cambio: {{amount}}',
    cardNumber: 'Número de tarjeta',
    expiry: 'Caducidad',
    expiryHint: 'MM/AA',
    expiryInvalid: 'Caducidad: escribe el mes y el año de la tarjeta, como 12/29.',
    cvc: 'CVC',
    checkNumber: 'Número de cheque',
    takings: { cash: 'Efectivo', card: 'Tarjeta', check: 'Cheque', deposit: 'Depósitos aplicados' },
  },
  tenderPanel: {
    title: 'Pago',
    remove: 'Quitar el pago con {{tender}}',
    amount: 'Importe',
    amountOf: 'Importe pagado con {{tender}}',
    remaining: 'Falta por pagar: {{amount}}',
    over: 'Los pagos suman {{amount}} más que el total: baja un importe. A una tarjeta no se le cobra más de lo que falta por pagar.',
    overAsChange: 'Devolver {{amount}} como cambio',
    addCash: 'Efectivo',
    addCard: 'Tarjeta',
    addCheck: 'Cheque',
    cashNeedsRegister: 'El efectivo se cobra en una caja abierta.',
  },
  totals: {
    subtotal: 'Subtotal',
    tax: 'Impuesto',
    tip: 'Propina',
    total: 'Total',
  },
  receipt: 'Recibo',
};

export const commonTexts: Translations<typeof en> = { en, es };
