import type { Article } from '../article';

// /docs/authentication in Spanish: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary: 'El equipo entra con su correo y su contraseña; los clientes nunca necesitan una cuenta: reservan en `/book` y pagan en `/pay/{id}` sin ella.',
  blocks: [
    ['h2', 'Cuentas y sesiones'],
    [
      'list',
      [
        'El registro (`/register`) crea un negocio y su propietario. El propietario invita al equipo desde la página de usuarios; una invitación es un enlace de un solo uso enviado por correo que dura 7 días.',
        'El inicio de sesión (`/login`) abre una sesión: una cookie HttpOnly con un token aleatorio, guardado con hash, válida dos días. Cerrar la sesión, o que un administrador desactive al usuario, la borra.',
        'Una contraseña olvidada se restablece con un enlace de un solo uso enviado por correo que dura 60 minutos.',
        'Los inicios de sesión están limitados por dirección del cliente (`LOGIN_RATE_LIMIT`, 20 por minuto) y por cuenta, y un dispositivo que ya entró antes sigue funcionando mientras un atacante queda bloqueado.',
      ],
    ],
    ['h2', 'Roles y negocios'],
    [
      'p',
      'Cada usuario pertenece a un negocio y es administrador o personal. Cada registro pertenece a un negocio, y la API solo lee y escribe en el negocio del usuario con sesión: los datos de otro negocio nunca se ven. Algunas pantallas (usuarios, formularios, ajustes del dinero) son solo para administradores; el personal ve las cifras de efectivo de una caja solo cuando está cerrada.',
    ],
    ['h2', 'La tableta de firma'],
    [
      'p',
      'Una tableta en el mostrador puede pasar al modo de firma para que los clientes firmen formularios. En ese modo solo responden las pantallas de firma; salir de él pide la contraseña del personal, y la quinta contraseña equivocada cierra la sesión.',
    ],
    ['h2', 'En la aplicación'],
    [
      'p',
      'El shell es el dueño de la sesión: la recupera de `/api/user_info` al arrancar, envía a un visitante sin sesión de `/app/*` a `/login` y a uno con sesión de `/login` a `/app/account`. Los remotos la leen del almacén de sesión compartido.',
    ],
  ],
};
