import type { Article } from '../article';

// /docs/support in Spanish: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary: 'Dónde conseguir ayuda con Frontdesk y qué hacer cuando algo va mal.',
  blocks: [
    ['h2', 'Para el personal'],
    [
      'list',
      [
        'Tu cuenta, tu contraseña o el plan de tu negocio: pregunta al administrador de tu negocio. Un administrador puede invitar, restablecer y desactivar usuarios.',
        'Una parte de la aplicación que no puede cargarse muestra un panel de error con un botón Reintentar; el resto de Frontdesk sigue funcionando.',
        'Un pago con tarjeta dudoso: la página de la transacción dice lo que respondió el procesador. No cobres el mismo pago dos veces sin comprobarlo.',
      ],
    ],
    ['h2', 'Para el equipo que la opera'],
    [
      'list',
      [
        'El servidor escribe líneas JSON en la salida estándar, sin contraseñas, cookies ni datos de tarjetas. `GET /api/health` dice si una instancia llega a su base de datos.',
        'El correo que no ha salido del servidor queda en la bandeja de salida: el personal lo lee en Correo → Enviados (`/app/mail/sent`), con su estado de entrega y el motivo del fallo.',
        'Los problemas de seguridad se comunican en privado a security@frontdesk.app (`SECURITY.md`), nunca en una incidencia pública.',
        'Los demás problemas van al gestor de incidencias del proyecto, con los pasos que los reproducen, el navegador y la versión.',
      ],
    ],
  ],
};
