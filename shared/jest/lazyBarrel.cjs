// antd's and @ant-design/icons' CommonJS entry files require every component and every icon
// (~1,500 and ~1,700 modules: ~1.4 s at the start of every test file that imports them), though a
// test renders a few. Jest resolves those two package names to the lazy twins below (preset.cjs):
// made from the package's own entry files, each export is a getter that requires its own module
// the first time it is read. What a name is stays the package's own; a name the entry files do not
// list as `return _module.name` is read from the whole package.
const fs = require('node:fs');
const path = require('node:path');

const REQUIRE = /var (_\w+) = (_interopRequireDefault\()?require\("(\.[^"]+)"\)/g;
const GETTER = /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.(\w+);/g;

/** Babel's interopRequireDefault, as the entry files apply it. */
const interop = (mod) => (mod && mod.__esModule ? mod : { default: mod });

/**
 * @param {string} pkg the package name
 * @param {string[]} entries its Babel-compiled CommonJS entry files, relative to the package folder
 */
module.exports = function lazyBarrel(pkg, entries) {
  const root = path.dirname(require.resolve(`${pkg}/package.json`));
  const lazy = { __esModule: true };
  for (const entry of entries) {
    const file = path.join(root, entry);
    const source = fs.readFileSync(file, 'utf8');
    const modules = new Map();
    for (const [, variable, interopped, specifier] of source.matchAll(REQUIRE)) {
      modules.set(variable, { file: path.resolve(path.dirname(file), specifier), interopped: Boolean(interopped) });
    }
    for (const [, name, variable, property] of source.matchAll(GETTER)) {
      const module = modules.get(variable);
      if (!module || name in lazy) continue;
      Object.defineProperty(lazy, name, {
        enumerable: true,
        get: () => {
          const loaded = require(module.file);
          return (module.interopped ? interop(loaded) : loaded)[property];
        },
      });
    }
  }
  if (Object.keys(lazy).length < 10) throw new Error(`jest/lazyBarrel: ${pkg}'s entry files are not laid out as expected`);
  const whole = path.join(root, entries[0]);
  return new Proxy(lazy, {
    get: (target, name) => (name in target ? target[name] : require(whole)[name]),
    has: (target, name) => name in target || name in require(whole),
  });
};
