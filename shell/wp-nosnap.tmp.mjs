import cfg from '/work/main/shell/webpack.config.mjs';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
export default (env, argv) => { const c = cfg(env, argv); c.output.path = '/tmp/shell-nosnap';
  const i = c.plugins.findIndex(p => p && p.constructor.name === 'ModuleFederationPlugin');
  const o = c.plugins[i]._options; c.plugins[i] = new ModuleFederationPlugin({ ...o, experiments: { optimization: { target: 'web', disableSnapshot: true } } }); return c; };
