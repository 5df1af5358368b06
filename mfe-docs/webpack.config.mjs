// @ts-check
import { platform } from '@frontdesk/shared/build/federation';
import { createWebpackConfig } from '@frontdesk/shared/build/webpack';

/** @param {unknown} _env @param {{ mode?: string }} argv */
export default (_env, argv) =>
  createWebpackConfig(
    {
      dir: import.meta.dirname,
      name: 'docs',
      port: platform.remotes.docs.devPort,
      exposes: { './app': './src/app.ts' },
      standalone: true,
      // its public pages are plain elements (docs/decisions/0060): no antd sheet on their first visit
      standaloneAntdSheet: false,
      title: 'Frontdesk · Docs',
    },
    argv,
  );
