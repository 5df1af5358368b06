import type { Translations } from '@frontdesk/shared';

const en = {
  title: 'Pay your bill',
  link: 'Payment link {{id}}',
  building: 'Online payment by link is being built. Your business will send you a working link soon.',
};

const es: Translations<typeof en>['es'] = {
  title: 'Paga tu factura',
  link: 'Enlace de pago {{id}}',
  building: 'El pago en línea por enlace está en construcción. Tu negocio te enviará pronto un enlace que funcione.',
};

export const payTexts: Translations<typeof en> = { en, es };
