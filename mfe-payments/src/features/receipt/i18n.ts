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
  cardTender: 'Card {{brand}} •••• {{last4}}',
  tender: { cash: 'Cash', card: 'Card', check: 'Check', deposit: 'Deposit applied' },
  cashReceived: 'Cash received',
  change: 'Change',
  thanks: 'Thank you!',
  print: 'Print',
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
  cardTender: 'Tarjeta {{brand}} •••• {{last4}}',
  tender: { cash: 'Efectivo', card: 'Tarjeta', check: 'Cheque', deposit: 'Depósito aplicado' },
  cashReceived: 'Efectivo recibido',
  change: 'Cambio',
  thanks: '¡Gracias!',
  print: 'Imprimir',
};

export const receiptTexts: Translations<typeof en> = { en, es };
