import type { Translations } from '@frontdesk/shared';

const en = {
  label: 'Receipt #{{number}}',
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
  label: 'Recibo n.º {{number}}',
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
