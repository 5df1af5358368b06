export const commonEn = {
  appName: 'Frontdesk',
  loading: 'Loading…',
  retry: 'Retry',
  language: 'Language',
  back: 'Back',
  session: {
    loggedOut: 'Logged out.',
    loginFailed: 'Please check your email and password',
    logoutFailed: 'Unable to logout',
  },
  remote: {
    failedTitle: 'This part of Frontdesk could not load',
    failedText: 'The rest of the app still works. Check your connection and try again.',
    crashedTitle: 'Something went wrong on this page',
  },
  building: {
    text: 'This page is being built. {{page}} is on its way; everything else in Frontdesk works as usual.',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Go to Frontdesk',
  },
};

export const commonEs: typeof commonEn = {
  appName: 'Frontdesk',
  loading: 'Cargando…',
  retry: 'Reintentar',
  language: 'Idioma',
  back: 'Volver',
  session: {
    loggedOut: 'Sesión cerrada.',
    loginFailed: 'Revisa tu correo y tu contraseña',
    logoutFailed: 'No se pudo cerrar la sesión',
  },
  remote: {
    failedTitle: 'Esta parte de Frontdesk no se pudo cargar',
    failedText: 'El resto de la aplicación sigue funcionando. Revisa tu conexión e inténtalo de nuevo.',
    crashedTitle: 'Algo salió mal en esta página',
  },
  building: {
    text: 'Esta página está en construcción. {{page}} llegará pronto; todo lo demás de Frontdesk funciona con normalidad.',
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'La página que buscas no existe o se ha movido.',
    home: 'Ir a Frontdesk',
  },
};
