import type { Article } from '../article';

// /docs/theming in Spanish: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary:
    'Frontdesk trae cuatro temas: Frontdesk Light (el predeterminado), Light, One Dark y Unicorn. Cada uno es un conjunto de tokens de diseño de antd en `shared/src/ui/themes.ts`, y cada pantalla toma de ellos sus colores, tamaños y espacios.',
  blocks: [
    ['h2', 'Elegir un tema'],
    [
      'p',
      'Cada persona elige un tema en el panel de ajustes; el shell y todos los remotos cambian a la vez, porque cada raíz de React se envuelve en los mismos proveedores. One Dark y Unicorn son temas oscuros; las partes propias del navegador (barras de desplazamiento, selectores de fecha) los siguen.',
    ],
    ['h2', 'Páginas públicas'],
    [
      'p',
      'Las páginas que los clientes abren en el móvil (`/book`, `/pay/{id}`) y esta documentación se dibujan sin antd, para ser ligeras. Leen los mismos tokens de una tabla derivada de los temas (`publicThemes.generated.ts`, escrita por `pnpm tokens:public`), así que se ven igual que la aplicación en todos los temas.',
    ],
    ['h2', 'Cambiar un tema'],
    [
      'list',
      [
        'Edita sus tokens en `shared/src/ui/themes.ts` y ejecuta `pnpm tokens:public`; una prueba falla si se olvida ese paso.',
        'Mantén el contraste: las pruebas de accesibilidad revisan cada página en cada tema.',
        'Usa propiedades CSS lógicas (`margin-inline-start`, no `margin-left`), para que los diseños de derecha a izquierda se reflejen.',
      ],
    ],
  ],
};
