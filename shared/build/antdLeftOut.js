// Stands in for the antd modules every build leaves out (ANTD_LEFT_OUT in shared/build/webpack.mjs):
// antd imports them unconditionally but renders them only for options Frontdesk never uses, and
// shared/src/ui/antd.ts types those options out. Reaching one anyway fails loudly instead of
// rendering nothing.
export default function LeftOut() {
  throw new Error('This part of antd is left out of Frontdesk builds: see ANTD_LEFT_OUT in shared/build/webpack.mjs');
}
