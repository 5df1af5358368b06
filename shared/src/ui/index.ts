// @frontdesk/shared/ui — the thin antd layer: providers, themes, panels, the mount helper.
export { AppProviders } from './AppProviders';
export { ErrorPanel } from './ErrorPanel';
export { ErrorBoundary } from './ErrorBoundary';
export { BeingBuiltPanel } from './BeingBuiltPanel';
export { OwnedRoutes, type PageMap } from './OwnedRoutes';
export { createMicroApp, microAppRoot, type MicroAppOptions, type MicroAppProps } from './createMicroApp';
export { PublicFrame } from './PublicFrame';
export { LanguageSwitch } from './LanguageSwitch';
export { usePageEffects } from './usePageEffects';
export { themes, layout } from './themes';
