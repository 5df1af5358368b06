// @ts-check
// antd's component styles as a style sheet written at build time (issue 33 §9, docs/decisions/
// 0046-a-fast-desk.md). Used by shared/build/webpack.mjs; nowhere else.
//
// antd 6 writes its components' CSS at run time (css-in-js): every first render of a component
// type computes its style objects, serialises and hashes them and inserts a <style>. On the desk's
// pages that was a third of the first render. With `theme.zeroRuntime` antd skips that work and
// expects the CSS to be there already; the theme still reaches the page at run time, as CSS
// variables (`--ant-color-primary`…) that antd declares from the tokens, so the four themes, the
// adjustments and rtl work as before. This plugin writes that CSS for exactly the antd components
// a build contains: it renders each of them once in Node with antd's own css-in-js cache and keeps
// the component styles (`extractStyle`, type 'style': the tokens and variables stay at run time).
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';

const NAME = 'FrontdeskAntdStyles';
const require = createRequire(import.meta.url);
// antd's own resolution of React and its css-in-js runtime: the cache must be the instance antd uses
const antdRequire = createRequire(require.resolve('antd'));

/** The build-time switch AntdProvider reads: antd's styles come from this plugin's style sheet. */
export const STATIC_STYLES_DEFINE = 'process.env.FRONTDESK_ANTD_STATIC_STYLES';

/** A module of antd's ES build that declares styles: `button/style/index.js`, `_util/wave/style.js`. */
const ANTD_STYLE_MODULE = /[\\/]antd[\\/]es[\\/].*[\\/]style([\\/][^\\/]+)?\.js$/;
/** A style hook's name as antd declares it: `genStyleHooks('Button'`, `genSubStyleComponent(['Button', 'compact']`. */
const STYLE_HOOK = /gen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(\s*(\[[^\]]*\]|'[^']*')/g;

/**
 * How a component is drawn so that every style it can need is registered: its parts and its
 * variants that have styles of their own (sub-style hooks), a popup drawn open. A component not
 * listed is drawn as `<C />`. `check` (below) fails the build when a style hook of the build was
 * never reached, so a missing entry here cannot go unnoticed.
 * @type {Record<string, (antd: any, h: typeof import('react').createElement) => import('react').ReactNode>}
 */
const DRAWINGS = {
  Button: (antd, h) => [h(antd.Button, { key: 1 }, 'a'), h(antd.Space.Compact, { key: 2 }, h(antd.Button, null, 'a'), h(antd.Button, null, 'b'))],
  Input: (antd, h) => [
    h(antd.Input, { key: 1 }),
    h(antd.Input.TextArea, { key: 2, showCount: true }),
    h(antd.Input.Search, { key: 3 }),
    h(antd.Input.Password, { key: 4 }),
    h(antd.Input.OTP, { key: 5 }),
  ],
  Typography: (antd, h) => [
    h(antd.Typography.Title, { key: 1 }, 'a'),
    h(antd.Typography.Text, { key: 2, copyable: true }, 'a'),
    h(antd.Typography.Paragraph, { key: 3, editable: true }, 'a'),
  ],
  Layout: (antd, h) => h(antd.Layout, null, h(antd.Layout.Sider, null), h(antd.Layout.Header, null), h(antd.Layout.Content, null), h(antd.Layout.Footer, null)),
  Form: (antd, h) => h(antd.Form, null, h(antd.Form.Item, { label: 'a', help: 'b', validateStatus: 'error' }, h(antd.Input, null))),
  Modal: (antd, h) => [h(antd.Modal, { key: 1, open: true }, 'a'), h(antd.Modal._InternalPanelDoNotUseOrYouWillBeFired, { key: 2, type: 'confirm' })],
  Dropdown: (antd, h) => h(antd.Dropdown, { open: true, menu: { items: [{ key: 'a', label: 'a' }] } }, h('span', null, 'a')),
  Tooltip: (antd, h) => h(antd.Tooltip, { open: true, title: 'a' }, h('span', null, 'a')),
  Popover: (antd, h) => h(antd.Popover, { open: true, content: 'a' }, h('span', null, 'a')),
  Popconfirm: (antd, h) => h(antd.Popconfirm, { open: true, title: 'a' }, h('span', null, 'a')),
  Menu: (antd, h) =>
    h(antd.Menu, {
      items: [
        { key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] },
        { type: 'group', key: 'g', label: 'g', children: [] },
      ],
    }),
  Select: (antd, h) => [
    h(antd.Select, { key: 1, open: true, options: [{ value: 1, label: 'a' }] }),
    h(antd.Select, { key: 2, mode: 'multiple', value: [1], options: [{ value: 1, label: 'a' }] }),
  ],
  AutoComplete: (antd, h) => h(antd.AutoComplete, { open: true, options: [{ value: 'a' }] }),
  List: (antd, h) => h(antd.List, { dataSource: [1], pagination: {}, renderItem: () => h(antd.List.Item, null, h(antd.List.Item.Meta, { title: 'a' })) }),
  Table: (antd, h) =>
    h(antd.Table, {
      rowKey: 'a',
      dataSource: [{ a: 1 }],
      rowSelection: {},
      pagination: {},
      sticky: true,
      bordered: true,
      summary: () => h(antd.Table.Summary.Row, null, h(antd.Table.Summary.Cell, { index: 0 }, 'a')),
      expandable: { expandedRowRender: () => 'a' },
      columns: [{ title: 'a', dataIndex: 'a', sorter: true, filters: [{ text: 'a', value: 1 }], ellipsis: true }],
    }),
  Card: (antd, h) => h(antd.Card, { title: 'a', extra: 'b' }, h(antd.Card.Meta, { title: 'a' }), h(antd.Card.Grid, null, 'a')),
  Descriptions: (antd, h) => h(antd.Descriptions, { title: 'a', items: [{ key: 'a', label: 'a', children: 'b' }] }),
  Radio: (antd, h) => h(antd.Radio.Group, { value: 1, options: [{ value: 1, label: 'a' }], optionType: 'button' }),
  Checkbox: (antd, h) => h(antd.Checkbox.Group, { value: [1], options: [{ value: 1, label: 'a' }] }),
  Tabs: (antd, h) => h(antd.Tabs, { items: [{ key: 'a', label: 'a', children: 'b' }] }),
  Steps: (antd, h) => h(antd.Steps, { current: 0, items: [{ title: 'a' }, { title: 'b' }] }),
  Collapse: (antd, h) => h(antd.Collapse, { items: [{ key: 'a', label: 'a', children: 'b' }] }),
  Segmented: (antd, h) => h(antd.Segmented, { options: ['a', 'b'] }),
  Statistic: (antd, h) => h(antd.Statistic, { title: 'a', value: 1 }),
  Avatar: (antd, h) => h(antd.Avatar.Group, null, h(antd.Avatar, null, 'a')),
  Skeleton: (antd, h) => [h(antd.Skeleton, { key: 1, active: true, avatar: true }), h(antd.Skeleton.Button, { key: 2 }), h(antd.Skeleton.Input, { key: 3 })],
  Drawer: (antd, h) => h(antd.Drawer, { open: true, title: 'a' }, 'b'),
  Result: (antd, h) => h(antd.Result, { status: 404, title: 'a' }),
  Progress: (antd, h) => [h(antd.Progress, { key: 1, percent: 50 }), h(antd.Progress, { key: 2, type: 'circle', percent: 50 })],
  Tag: (antd, h) => [
    h(antd.Tag, { key: 1 }, 'a'),
    h(antd.Tag, { key: 2, color: 'blue' }, 'a'),
    h(antd.Tag, { key: 3, color: 'success' }, 'a'),
    h(antd.Tag.CheckableTag, { key: 4, checked: true }, 'a'),
  ],
  Grid: (antd, h) => h(antd.Row, null, h(antd.Col, { span: 12, xs: 24 }, 'a')),
  Addon: (antd, h) => h(antd.Space.Compact, null, h(antd.Space.Addon, null, 'a'), h(antd.Input, null)),
  Message: (antd, h) => h(antd.message._InternalPanelDoNotUseOrYouWillBeFired, { content: 'a' }),
  Notification: (antd, h) => h(antd.notification._InternalPanelDoNotUseOrYouWillBeFired, { title: 'a' }),
  Pagination: (antd, h) => h(antd.Pagination, { total: 100, showSizeChanger: true, showQuickJumper: true }),
  QRCode: (antd, h) => h(antd.QRCode, { value: 'a', type: 'svg' }),
  App: (antd, h) => h(antd.App, null, 'a'),
};

/** Style hooks a build may hold without drawing them, and why. */
const NEVER_DRAWN = new Map([['Pagination-bordered', "drawn only with the 'wireframe' token, which no platform theme sets"]]);

/** Whether an export of antd is a component (a function, or a forwardRef/memo object). */
const isComponent = (/** @type {unknown} */ value) => typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/**
 * The style hooks a compilation contains (their names as antd declares them): what its page's
 * components can draw. antd marks its modules free of side effects, so a build holds the style
 * module of each component it uses, and of no other.
 * @param {import('webpack').Compilation} compilation
 */
function antdHooksInBuild(compilation) {
  /** @type {Set<string>} */
  const hooks = new Set();
  for (const module of compilation.modules) {
    const resource = /** @type {{ resource?: string }} */ (module).resource;
    if (!resource || !ANTD_STYLE_MODULE.test(resource)) continue;
    const source = module.originalSource()?.source().toString() ?? '';
    for (const [, name] of source.matchAll(STYLE_HOOK)) hooks.add(hookName(name ?? ''));
  }
  return [...hooks].filter((hook) => !NEVER_DRAWN.has(hook)).sort();
}

/** `'Button'` → `Button`; `['Button', 'compact']` → `Button-compact` (how antd joins them in its cache). */
const hookName = (/** @type {string} */ declared) =>
  declared
    .replace(/[[\]'\s]/g, '')
    .split(',')
    .filter(Boolean)
    .join('-');

/**
 * antd's exports by name, each required from its own module when first asked for
 * (`InputNumber` → `antd/lib/input-number`): requiring all of antd took ~4 s of each build.
 * Undefined for a name that is no module of antd's.
 * @returns {Record<string, any>}
 */
function antdComponents() {
  // a run of capitals is one word (QRCode → qr-code)
  const kebab = (/** @type {string} */ name) => name.replace(/[A-Z]+(?![a-z])|[A-Z]/g, (word, at) => (at ? '-' : '') + word.toLowerCase());
  /** @type {Map<string, unknown>} */
  const loaded = new Map();
  return new Proxy(
    {},
    {
      get(_target, name) {
        if (typeof name !== 'string' || !/^[A-Za-z]+$/.test(name)) return undefined;
        if (!loaded.has(name)) {
          let component;
          try {
            component = antdRequire(`antd/lib/${kebab(name)}`).default;
          } catch {
            component = undefined;
          }
          loaded.set(name, component);
        }
        return loaded.get(name);
      },
    },
  );
}

/**
 * The CSS of the given style hooks, drawn in Node through antd's own css-in-js cache: each hook's
 * component (the first part of its name) is drawn as DRAWINGS says, or as `<C />`. Also the hooks
 * that drawing reached.
 * @param {string[]} hooks
 */
export function antdStyles(hooks) {
  const React = antdRequire('react');
  const { renderToString } = antdRequire('react-dom/server');
  const { createCache, StyleProvider, extractStyle } = antdRequire('@ant-design/cssinjs');
  const antd = antdComponents();
  const h = React.createElement;
  const cache = createCache();
  const components = [...new Set(hooks.map((hook) => hook.split('-')[0] ?? hook))];
  const drawn = components
    .filter((name) => DRAWINGS[name] || isComponent(antd[name]))
    .map((name) => h(React.Fragment, { key: name }, DRAWINGS[name] ? DRAWINGS[name](antd, h) : h(antd[name])));
  // antd warns that portals draw on the client only: the popups' styles are registered anyway
  const warn = console.error;
  console.error = () => {};
  try {
    // `hashed: false`: the class names carry no hash, as AntdProvider draws them with zeroRuntime
    renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: { hashed: false } }, drawn)));
  } finally {
    console.error = warn;
  }
  /** @type {Set<string>} */
  const reached = new Set();
  for (const key of cache.cache.keys()) {
    // 'style%%Button-compact%ant-btn%anticon': the hook's name, twice when it is a main hook ('Button-Button')
    const [kind, , name] = String(key).split('%');
    if (kind !== 'style' || !name) continue;
    const [first, ...rest] = name.split('-');
    reached.add(rest.length && rest.join('-') === first ? first : name);
  }
  return { css: /** @type {string} */ (extractStyle(cache, { plain: true, types: ['style'] })), reached };
}

/**
 * Writes `antd.<hash>.css` with the styles of the antd components the build contains and links it
 * from the page (the entry chunk's files, which the html plugin turns into a <link>). Fails the build
 * when a style hook it contains was not reached while drawing (a DRAWINGS entry is missing), so a
 * component never ships without its styles. A build with no antd writes nothing.
 */
export class AntdStylesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    /** @type {{ key: string, css: string, missing: string[] } | undefined} */
    let last;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const hooks = antdHooksInBuild(compilation);
        if (!hooks.length) return;
        const key = hooks.join();
        // a development rebuild draws again only when the build's antd changed
        if (last?.key !== key) {
          const { css, reached } = antdStyles(hooks);
          last = { key, css, missing: hooks.filter((hook) => !reached.has(hook)) };
        }
        if (last.missing.length) {
          compilation.errors.push(
            new WebpackError(`${NAME}: antd style hooks never drawn: ${last.missing.join(', ')} (add their parts to DRAWINGS in shared/build/antdStyles.mjs)`),
          );
        }
        const file = `antd.${createHash('sha256').update(last.css).digest('hex').slice(0, 8)}.css`;
        compilation.emitAsset(file, new sources.RawSource(last.css));
        for (const chunk of compilation.entrypoints.get('main')?.chunks ?? []) {
          if (chunk.name === 'main') chunk.files.add(file);
        }
      });
    });
  }
}
