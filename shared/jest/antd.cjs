// `antd` in jest: its components, each loaded when first used (lazyBarrel.cjs).
module.exports = require('./lazyBarrel.cjs')('antd', ['lib/index.js']);
