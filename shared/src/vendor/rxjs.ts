// What the shell provides as the shared `rxjs` singleton: only the exports the platform uses
// (see ./react-router-dom.ts for how this works). Add an operator here when a package needs it.
export { BehaviorSubject, Observable, Subject, filter } from '#rxjs';
