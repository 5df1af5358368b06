import type { Translations } from '@frontdesk/shared';

const en = {
  today: 'Today',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  goTo: 'Go to day',
  view: 'View',
  views: {
    day: 'Day',
    week: 'Week',
  },
  staff: 'Staff',
  allStaff: 'All staff',
  // a phone shows one team member's day at a time
  whose: 'Whose day',
  whoseOption: '{{name}} · {{count}}',
  previousMember: 'Previous team member',
  nextMember: 'Next team member',
  loadingTeam: 'Loading the team…',
  teamFailed: 'The team could not be loaded',
  loading: 'Loading the bookings…',
  failed: 'The bookings could not be loaded',
  refreshing: 'Loading…',
  noStaff: {
    title: 'No staff yet',
    text: 'Add the people who take bookings, with their working hours, and the calendar shows a column for each.',
    action: 'Add staff',
  },
  count_one: '{{count}} booking',
  count_other: '{{count}} bookings',
  zoneNote: 'Times are the business’s ({{zone}})',
  header: {
    hours: '{{start}} – {{end}}',
    off: 'Not working',
    offFor: 'Off: {{note}}',
    awayNames: 'Off: {{names}}',
    openDay: '{{day}}: show this day on its own',
  },
  cell: {
    withStaff: 'Book with {{name}} at {{time}}',
    onDay: 'Book on {{day}} at {{time}}',
    onDayWithStaff: 'Book with {{name}} on {{day}} at {{time}}',
  },
  block: {
    noContact: 'No contact',
    keys: 'Alt+Up or Alt+Down moves it by 15 minutes; Alt+Shift+Up or Alt+Shift+Down moves its end. Enter opens it.',
  },
  moved: 'Booking of {{name}} moved: {{time}} with {{staff}}',
  refused: {
    title: 'The booking of {{name}} was not moved',
    staff: 'This staff member does not perform every service of the booking. Choose someone who does.',
    time: 'A booking starts and ends on a whole minute and lasts a day at most.',
  },
};

const es: Translations<typeof en>['es'] = {
  today: 'Hoy',
  previousDay: 'Día anterior',
  nextDay: 'Día siguiente',
  previousWeek: 'Semana anterior',
  nextWeek: 'Semana siguiente',
  goTo: 'Ir al día',
  view: 'Vista',
  views: {
    day: 'Día',
    week: 'Semana',
  },
  staff: 'Personal',
  allStaff: 'Todo el personal',
  whose: 'Agenda de',
  whoseOption: '{{name}} · {{count}}',
  previousMember: 'Persona anterior del equipo',
  nextMember: 'Siguiente persona del equipo',
  loadingTeam: 'Cargando el equipo…',
  teamFailed: 'No se pudo cargar el equipo',
  loading: 'Cargando las reservas…',
  failed: 'No se pudieron cargar las reservas',
  refreshing: 'Cargando…',
  noStaff: {
    title: 'Aún no hay personal',
    text: 'Añade a las personas que atienden reservas, con su horario, y el calendario muestra una columna para cada una.',
    action: 'Añadir personal',
  },
  count_one: '{{count}} reserva',
  count_other: '{{count}} reservas',
  zoneNote: 'Horas del negocio ({{zone}})',
  header: {
    hours: '{{start}} – {{end}}',
    off: 'No trabaja',
    offFor: 'Ausencia: {{note}}',
    awayNames: 'Ausentes: {{names}}',
    openDay: '{{day}}: ver solo este día',
  },
  cell: {
    withStaff: 'Reservar con {{name}} a las {{time}}',
    onDay: 'Reservar el {{day}} a las {{time}}',
    onDayWithStaff: 'Reservar con {{name}} el {{day}} a las {{time}}',
  },
  block: {
    noContact: 'Sin contacto',
    keys: 'Alt+Arriba o Alt+Abajo la mueve 15 minutos; Alt+Mayús+Arriba o Alt+Mayús+Abajo mueve su final. Intro la abre.',
  },
  moved: 'Reserva de {{name}} movida: {{time}} con {{staff}}',
  refused: {
    title: 'La reserva de {{name}} no se movió',
    staff: 'Esta persona no realiza todos los servicios de la reserva. Elige a alguien que sí.',
    time: 'Una reserva empieza y termina en un minuto exacto y dura como mucho un día.',
  },
};

export const calendarTexts: Translations<typeof en> = { en, es };
