// What the shell provides as the shared `@ant-design/cssinjs` singleton (antd's css-in-js runtime,
// one instance so one style cache serves every root): only the exports antd, its icons and the
// platform use (see ./react-router-dom.ts for how this works). A build lists any that is missing.
export {
  Keyframes,
  StyleContext,
  StyleProvider,
  createTheme,
  getComputedToken,
  token2CSSVar,
  unit,
  useCSSVarRegister,
  useCacheToken,
  useStyleRegister,
} from '#ant-design-cssinjs';
