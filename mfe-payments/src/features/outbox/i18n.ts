import type { Translations } from '@frontdesk/shared';

const en = {
  intro:
    'Every email the business sends: receipts, invoices, and booking confirmations, changes and reminders. Without a mail server configured, messages are kept here.',
  search: 'Search the outbox',
  searchPlaceholder: 'Address or subject',
  caption: 'Outbox',
  loading: 'Loading the outbox…',
  failed: 'The outbox could not be loaded',
  emptyTitle: 'No mail yet',
  emptyText: 'Receipts and invoices sent by email appear here.',
  noMatchTitle: 'No mail matches this search',
  noMatchText: 'Try part of the address or of the subject.',
  columns: { to: 'To', subject: 'Subject', status: 'Status', when: 'When', actions: 'Actions' },
  view: 'View',
  viewFor: 'View the message to {{to}}: {{subject}}',
  status: {
    queued: 'Waiting to be sent',
    sent: 'Sent',
    failed: 'Failed',
    kept: 'Kept here (no mail server)',
  },
  message: {
    loading: 'Loading the message…',
    failed: 'The message could not be loaded',
    notFound: 'There is no such message',
    close: 'Close the message',
    to: 'To',
    status: 'Status',
    created: 'Queued',
    sent: 'Sent',
    by: 'By',
    error: 'Last error',
    attachments: 'Attachments',
    download: 'Download {{filename}}',
    body: 'Message',
  },
};

const es: Translations<typeof en>['es'] = {
  intro:
    'Cada correo que el negocio envía: recibos, facturas, y confirmaciones, cambios y recordatorios de citas. Sin un servidor de correo configurado, los mensajes se guardan aquí.',
  search: 'Buscar en la bandeja de salida',
  searchPlaceholder: 'Dirección o asunto',
  caption: 'Bandeja de salida',
  loading: 'Cargando la bandeja de salida…',
  failed: 'No se pudo cargar la bandeja de salida',
  emptyTitle: 'Aún no hay correo',
  emptyText: 'Aquí aparecen los recibos y facturas enviados por correo.',
  noMatchTitle: 'Ningún correo coincide con la búsqueda',
  noMatchText: 'Pruebe con parte de la dirección o del asunto.',
  columns: { to: 'Para', subject: 'Asunto', status: 'Estado', when: 'Cuándo', actions: 'Acciones' },
  view: 'Ver',
  viewFor: 'Ver el mensaje a {{to}}: {{subject}}',
  status: {
    queued: 'En espera de envío',
    sent: 'Enviado',
    failed: 'Fallido',
    kept: 'Guardado aquí (sin servidor de correo)',
  },
  message: {
    loading: 'Cargando el mensaje…',
    failed: 'No se pudo cargar el mensaje',
    notFound: 'No existe ese mensaje',
    close: 'Cerrar el mensaje',
    to: 'Para',
    status: 'Estado',
    created: 'En cola',
    sent: 'Enviado',
    by: 'Por',
    error: 'Último error',
    attachments: 'Adjuntos',
    download: 'Descargar {{filename}}',
    body: 'Mensaje',
  },
};

export const outboxTexts: Translations<typeof en> = { en, es };
