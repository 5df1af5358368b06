import type { Article } from '../article';

// /docs/settings in Spanish: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary:
    'Cada persona elige cómo se ve y se lee Frontdesk en su dispositivo. Las elecciones se guardan en el navegador (localStorage, `frontdesk.settings`), así que siguen al dispositivo, no a la cuenta.',
  blocks: [
    ['h2', 'Qué se puede ajustar'],
    [
      'list',
      [
        'Tema: Frontdesk Light (el predeterminado), Light, One Dark o Unicorn. Consulta [Temas](/docs/theming).',
        'Idioma: inglés o español. Las fechas, horas, números y el dinero lo siguen.',
        'Dirección del texto: de izquierda a derecha, o de derecha a izquierda, que refleja todo el diseño.',
        'Tamaños de letra adaptables: los títulos se reducen en pantallas estrechas; activado por defecto.',
        'La caja en la que trabaja este dispositivo, elegida en `/app/register/select`.',
      ],
    ],
    [
      'p',
      'Se cambian desde el panel de ajustes de la barra superior; las páginas públicas tienen su propio selector de idioma. Un cambio se aplica al momento en el shell y en todos los remotos, y en otras pestañas cuando se vuelven a abrir.',
    ],
    ['h2', 'Los ajustes del negocio'],
    [
      'p',
      'Lo que pertenece al negocio lo guarda la API, no el navegador: su zona horaria, su horario, las reglas de reserva en línea, la política de depósitos y cancelaciones, el logotipo y la dirección. Los administradores los cambian desde sus páginas en la aplicación.',
    ],
  ],
};
