// `@ant-design/icons` in jest: its icons, each loaded when first used (lazyBarrel.cjs).
module.exports = require('./lazyBarrel.cjs')('@ant-design/icons', ['lib/index.js', 'lib/icons/index.js']);
