import type { Translations } from '@frontdesk/shared';

// The reminders list's texts; merged into the `contacts` namespace as `remindersList` (src/i18n.ts).
const en = {
  intro: 'Follow-ups you set on contacts, by due day.',
  tabs: {
    label: 'Reminders by status',
    due: 'Due',
    overdue: 'Overdue',
    done: 'Done',
    withCount: '{{label}} ({{count}})',
  },
  loading: 'Loading reminders…',
  caption: {
    due: 'Reminders due today or later',
    overdue: 'Overdue reminders',
    done: 'Reminders done',
  },
  columns: {
    dueOn: 'Due',
    contact: 'Contact',
    note: 'Note',
    doneAt: 'Done on',
    actions: 'Actions',
  },
  today: 'Today',
  markDone: 'Mark done',
  markDoneFor: 'Mark done: {{name}}',
  undo: 'Undo',
  undoFor: 'Undo: {{name}}',
  markedDone: 'Reminder for {{name}} marked done',
  reopened: 'Reminder for {{name}} is open again',
  empty: {
    due: 'Nothing due. Reminders you add to contacts show here from their due day.',
    overdue: 'Nothing overdue: every reminder is on time.',
    done: 'No reminders done yet. Mark one done and it moves here.',
  },
  failed: 'The reminders could not be loaded',
};

const es: Translations<typeof en>['es'] = {
  intro: 'Seguimientos que has programado en tus contactos, por fecha.',
  tabs: {
    label: 'Recordatorios por estado',
    due: 'Pendientes',
    overdue: 'Vencidos',
    done: 'Hechos',
    withCount: '{{label}} ({{count}})',
  },
  loading: 'Cargando recordatorios…',
  caption: {
    due: 'Recordatorios para hoy o más adelante',
    overdue: 'Recordatorios vencidos',
    done: 'Recordatorios hechos',
  },
  columns: {
    dueOn: 'Fecha',
    contact: 'Contacto',
    note: 'Nota',
    doneAt: 'Hecho el',
    actions: 'Acciones',
  },
  today: 'Hoy',
  markDone: 'Marcar como hecho',
  markDoneFor: 'Marcar como hecho: {{name}}',
  undo: 'Deshacer',
  undoFor: 'Deshacer: {{name}}',
  markedDone: 'Recordatorio de {{name}} marcado como hecho',
  reopened: 'El recordatorio de {{name}} vuelve a estar abierto',
  empty: {
    due: 'Nada pendiente. Los recordatorios que añadas a tus contactos aparecen aquí desde su fecha.',
    overdue: 'Nada vencido: todos los recordatorios van al día.',
    done: 'Todavía no hay recordatorios hechos. Marca uno como hecho y pasará aquí.',
  },
  failed: 'No se pudieron cargar los recordatorios',
};

export const remindersTexts: Translations<typeof en> = { en, es };
