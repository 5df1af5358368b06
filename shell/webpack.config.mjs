// @ts-check
import { platform } from '@frontdesk/shared/build/federation';
import { createWebpackConfig } from '@frontdesk/shared/build/webpack';

/** @param {unknown} _env @param {{ mode?: string }} argv */
export default (_env, argv) =>
  createWebpackConfig(
    {
      dir: import.meta.dirname,
      name: 'shell',
      port: platform.shell.devPort,
      publicPath: '/',
      devServer: {
        // in development the API, /config.json and /remotes.json come from the api dev server
        proxy: [
          {
            context: ['/api', '/contact', '/profile', '/config.json', '/remotes.json'],
            target: `http://localhost:${platform.api.devPort}`,
          },
        ],
      },
    },
    argv,
  );
