import type { PageMap } from '@frontdesk/shared/ui';
import { lazy, type ComponentType } from 'react';

/**
 * The showcase pages (/app/extra/*, demo flag), each fetched when first shown with its library
 * (ApexCharts, Formik, Redux Toolkit, Lexical, Quill) and the showcase's texts: no other page pays
 * for them, and the docs' public site (src/standalone.tsx) never imports this map.
 */
const lazyPage = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

export const showcasePages: PageMap = {
  chartsApex: /*#__PURE__*/ lazyPage(() => import('./components/ChartsApexPage'), 'ChartsApexPage'),
  formsFormik: /*#__PURE__*/ lazyPage(() => import('./components/FormikPage'), 'FormikPage'),
  formsRedux: /*#__PURE__*/ lazyPage(() => import('./components/ReduxPage'), 'ReduxPage'),
  editorsDraftJs: /*#__PURE__*/ lazyPage(() => import('./components/LexicalPage'), 'LexicalPage'),
  editorsQuill: /*#__PURE__*/ lazyPage(() => import('./components/QuillPage'), 'QuillPage'),
};
