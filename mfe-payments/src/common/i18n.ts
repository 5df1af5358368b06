import type { Translations } from '@frontdesk/shared';

// Texts more than one feature says; merged in src/i18n.ts under `common`.

const en = {
  // a transaction's receipt number in a list (components/ReceiptNumberLink.tsx); a declined card has none
  receiptLink: {
    open: 'Open the receipt of transaction {{number}}',
    declined: 'No receipt',
    openDeclined: 'Open the declined card attempt',
  },
  // a tender: its name, its fields (components/TenderFields.tsx: checkout's tenders, a deposit's,
  // an invoice's payment), and how a payment was made (hooks/useTenderText.ts)
  tenders: {
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
  // the money taken in a range (components/MoneyTakenCard.tsx): the transactions report's total, and the dashboard's comparison with the sales
  takings: {
    title: 'What the total is made of',
    intro: 'Money as it was taken in these days: payments and deposits in, refunds and deposits given back out.',
    comparedTitle: 'Sales and money taken',
    comparedIntro: 'Sales count what was billed in these days; the Transactions report counts money as it was taken. For these days the two differ by:',
    payments: 'Payments',
    deposits: 'Deposits taken',
    refunds: 'Refunds',
    depositRefunds: 'Deposits given back',
    netSales: 'Net sales (sales less refunds)',
    fromDeposits: "Sales paid from customers' deposits",
    toCredit: "Refunds to customers' credit",
    otherDays: 'Still owed, or paid on other days',
    net: 'Money taken',
    noMoneyFromDeposits: "Sales paid from customers' deposits ({{amount}}) moved no money: they are not in this total (the deposits were, when taken).",
    noMoneyToCredit: "Refunds to customers' credit ({{amount}}) moved no money: they are not in this total.",
    toTransactions: 'Open the Transactions report',
    toDashboard: 'Compare with the sales on the dashboard',
  },
  // the link to a payment's receipt, once it is taken
  receipt: 'Receipt',
};

const es: Translations<typeof en>['es'] = {
  receiptLink: {
    open: 'Abrir el recibo de la transacción {{number}}',
    declined: 'Sin recibo',
    openDeclined: 'Abrir el intento con tarjeta rechazada',
  },
  tenders: {
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
  takings: {
    title: 'De qué se compone el total',
    intro: 'El dinero tal como entró en estos días: pagos y depósitos de entrada, reembolsos y depósitos devueltos de salida.',
    comparedTitle: 'Ventas y dinero cobrado',
    comparedIntro:
      'Las ventas cuentan lo facturado en estos días; el informe de transacciones cuenta el dinero tal como se cobró. En estos días la diferencia es:',
    payments: 'Pagos',
    deposits: 'Depósitos recibidos',
    refunds: 'Reembolsos',
    depositRefunds: 'Depósitos devueltos',
    netSales: 'Ventas netas (ventas menos reembolsos)',
    fromDeposits: 'Ventas pagadas con depósitos de clientes',
    toCredit: 'Reembolsos al saldo a favor de clientes',
    otherDays: 'Pendiente de cobro, o cobrado otros días',
    net: 'Dinero cobrado',
    noMoneyFromDeposits:
      'Las ventas pagadas con depósitos de clientes ({{amount}}) no movieron dinero: no están en este total (los depósitos sí, al recibirse).',
    noMoneyToCredit: 'Los reembolsos al saldo a favor de clientes ({{amount}}) no movieron dinero: no están en este total.',
    toTransactions: 'Abrir el informe de transacciones',
    toDashboard: 'Comparar con las ventas en el panel',
  },
  receipt: 'Recibo',
};

export const commonTexts: Translations<typeof en> = { en, es };
