// `@ant-design/cssinjs` in jest: as it is, except that components register no style sheets.
// jsdom lays nothing out, and building each component's CSS (stylis) and parsing it into jsdom's
// CSSOM was a tenth of a component test's time (docs/decisions/0017). antd's design tokens, its
// CSS variables and every class name are untouched.
const path = require('node:path');

const real = require(path.join(path.dirname(require.resolve('@ant-design/cssinjs/package.json')), 'lib', 'index.js'));
module.exports = { ...real, __esModule: true, useStyleRegister: () => undefined };
