import type { Translations } from '@frontdesk/shared';

const en = {
  /** a receipt's title (and the sheet's name) by its transaction's kind */
  titles: {
    payment: 'Receipt #{{number}}',
    refund: 'Refund receipt #{{number}}',
    deposit: 'Deposit receipt #{{number}}',
    deposit_refund: 'Deposit refund receipt #{{number}}',
  },
  /** what a receipt's money is, when not a sale's payment */
  notes: {
    refund: 'Money given back to the customer.',
    deposit: 'A deposit held for the customer, applied to a later visit.',
    deposit_refund: 'The customer’s deposit, given back.',
  },
  /** a tender's line by its transaction's kind: "Refund: Cash" */
  lines: {
    payment: '{{tender}}',
    refund: 'Refund: {{tender}}',
    deposit: 'Deposit: {{tender}}',
    deposit_refund: 'Deposit refund: {{tender}}',
  },
  /** a declined card: the record of the attempt, never a receipt */
  declined: {
    title: 'Declined card attempt',
    note: 'The card was declined: no money was taken and no receipt was issued.',
    card: 'Card',
    amount: 'Amount tried',
    reason: 'Reason',
    reasons: {
      card_declined: 'Declined by the card’s bank',
      insufficient_funds: 'Insufficient funds',
      authentication_required: 'The card holder had to confirm the payment',
      other: 'Declined',
    },
  },
  loading: 'Loading the receipt…',
  failed: 'The receipt could not be loaded',
  notFound: 'There is no such receipt',
  number: 'Receipt',
  invoice: 'Invoice',
  customer: 'Customer',
  servedBy: 'Served by',
  discountIncluded: 'including a discount of {{amount}}',
  discounts: 'Discounts',
  cashReceived: 'Cash received',
  change: 'Change',
  thanks: 'Thank you!',
  /** a card on the receipt went through the test processor (the API's receipt says so) */
  testMode: 'Test mode: a card on this receipt went through a test processor. No money was moved.',
  print: 'Print',
  downloadPdf: 'Download PDF',
  email: {
    open: 'Email receipt',
    title: 'Email the receipt',
    to: 'Email address',
    required: 'Enter the address to send the receipt to',
    invalid: 'Enter a valid email address',
    send: 'Send',
    cancel: 'Cancel',
    sent: 'The receipt is on its way to {{to}}',
    failed: 'The receipt could not be sent: {{reason}}',
  },
};

const es: Translations<typeof en>['es'] = {
  titles: {
    payment: 'Recibo n.º {{number}}',
    refund: 'Recibo de reembolso n.º {{number}}',
    deposit: 'Recibo de depósito n.º {{number}}',
    deposit_refund: 'Recibo de devolución de depósito n.º {{number}}',
  },
  notes: {
    refund: 'Dinero devuelto al cliente.',
    deposit: 'Un depósito guardado para el cliente, que se aplicará en una próxima visita.',
    deposit_refund: 'El depósito del cliente, devuelto.',
  },
  lines: {
    payment: '{{tender}}',
    refund: 'Reembolso: {{tender}}',
    deposit: 'Depósito: {{tender}}',
    deposit_refund: 'Devolución de depósito: {{tender}}',
  },
  declined: {
    title: 'Intento con tarjeta rechazada',
    note: 'La tarjeta fue rechazada: no se cobró nada y no se emitió ningún recibo.',
    card: 'Tarjeta',
    amount: 'Importe intentado',
    reason: 'Motivo',
    reasons: {
      card_declined: 'Rechazada por el banco de la tarjeta',
      insufficient_funds: 'Fondos insuficientes',
      authentication_required: 'El titular tenía que confirmar el pago',
      other: 'Rechazada',
    },
  },
  loading: 'Cargando el recibo…',
  failed: 'No se pudo cargar el recibo',
  notFound: 'No existe ese recibo',
  number: 'Recibo',
  invoice: 'Factura',
  customer: 'Cliente',
  servedBy: 'Atendido por',
  discountIncluded: 'con un descuento de {{amount}}',
  discounts: 'Descuentos',
  cashReceived: 'Efectivo recibido',
  change: 'Cambio',
  thanks: '¡Gracias!',
  testMode: 'Modo de prueba: una tarjeta de este recibo pasó por un procesador de prueba. No se movió dinero.',
  print: 'Imprimir',
  downloadPdf: 'Descargar PDF',
  email: {
    open: 'Enviar recibo por correo',
    title: 'Enviar el recibo por correo',
    to: 'Correo electrónico',
    required: 'Escriba la dirección a la que enviar el recibo',
    invalid: 'Escriba un correo electrónico válido',
    send: 'Enviar',
    cancel: 'Cancelar',
    sent: 'El recibo va de camino a {{to}}',
    failed: 'No se pudo enviar el recibo: {{reason}}',
  },
};

export const receiptTexts: Translations<typeof en> = { en, es };
