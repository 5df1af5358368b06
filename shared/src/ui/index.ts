// @frontdesk/shared/ui — the thin antd layer: providers, themes, panels, the mount helper, and the
// kit parts the shell's chrome uses. Parts only pages use are in ./uiPages ('@frontdesk/shared/ui-pages').
export { AppProviders } from './AppProviders';
export { AntdProvider } from './AntdProvider';
export { ErrorPanel } from './ErrorPanel';
export { ErrorBoundary } from './ErrorBoundary';
export { BeingBuiltPanel } from './BeingBuiltPanel';
export { OwnedRoutes, type PageMap } from './OwnedRoutes';
export { createMicroApp, microAppRoot, type MicroAppOptions, type MicroAppProps } from './createMicroApp';
export { PublicFrame } from './PublicFrame';
export { LanguageSwitch } from './LanguageSwitch';
export { usePageEffects } from './usePageEffects';
export { themes, layout } from './themes';
export { LoadingState } from './states/LoadingState';
export { EmptyState } from './states/EmptyState';
export { FailedState } from './states/FailedState';
export { QueryState } from './states/QueryState';
export type { StateSize } from './states/StateSize';
export { Heading } from './Heading';
export { useEmbedded } from '../embedded/useEmbedded';
