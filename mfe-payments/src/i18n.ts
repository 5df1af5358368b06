import type { Translations } from '@frontdesk/shared';

const en = {
  pay: {
    title: 'Pay your bill',
    link: 'Payment link {{id}}',
    building: 'Online payment by link is being built. Your business will send you a working link soon.',
  },
};

const es: Translations<typeof en>['es'] = {
  pay: {
    title: 'Paga tu factura',
    link: 'Enlace de pago {{id}}',
    building: 'El pago en línea por enlace está en construcción. Tu negocio te enviará pronto un enlace que funcione.',
  },
};

export const translations: Translations<typeof en> = { en, es };

// This package's t() keys are checked against its English texts (docs/decisions/0015-typed-i18n-keys.md).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    payments: typeof en;
  }
}
