// What the shell provides as the shared `react-router-dom` singleton: only the exports the platform
// uses, so the router is tree-shaken instead of shipping whole (docs/decisions/0003-sharing-antd.md).
// Apps keep importing from 'react-router-dom'; a build fails when one imports an export that is not
// listed here (shared/build/sharedChecks.mjs). Add it here when a package needs it.
// '#react-router-dom' (package.json "imports") is the package itself, reached without being shared.
export { BrowserRouter, Link, Navigate, Route, Routes, matchPath, useHref, useLocation, useNavigate, useParams, useSearchParams } from '#react-router-dom';
