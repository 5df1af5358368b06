// @ts-check
import { platform } from '@frontdesk/shared/build/federation';
import { createWebpackConfig } from '@frontdesk/shared/build/webpack';

/** @param {unknown} _env @param {{ mode?: string }} argv */
export default (_env, argv) =>
  createWebpackConfig(
    {
      dir: import.meta.dirname,
      name: 'payments',
      port: platform.remotes.payments.devPort,
      exposes: { './app': './src/app.ts' },
      standalone: true,
      title: 'Frontdesk · Pay',
    },
    argv,
  );
