import { buildPath, resolveRoute, routeEntries, type RouteId } from '@frontdesk/shared';
import { businessMenu, demoMenu, desktopMenu, leafEntries, mainMenu, withoutDesktopSite, type MenuEntry } from './menu';

const routesOf = (entries: MenuEntry[]) => leafEntries(entries).flatMap((entry) => ('route' in entry ? [entry.route] : []));

// the pages opened from the top bar (new appointment, new contact), the account menu (account) and a
// list's own "New" button (a catalogue item): every other page without an id is in the menu
const reachedElsewhere: RouteId[] = ['account', 'bookingNew', 'contactCreate', 'catalogueCreate'];
const appPages = routeEntries
  .filter(([id, def]) => def.access === 'app' && !def.demo && !def.redirect && !def.path.includes(':') && !reachedElsewhere.includes(id))
  .map(([id]) => id);

describe('the side menu’s entries', () => {
  it('hold every page of the route table without an id, with the demo flag off and no desktop site', () => {
    const shown = routesOf(withoutDesktopSite([...mainMenu, ...businessMenu, ...desktopMenu]));
    expect(appPages).toEqual(expect.arrayContaining(['reports.z-reports', 'reports.batches', 'contacts', 'remindersList', 'lostCustomers', 'calendar']));
    expect(appPages.filter((id) => !shown.includes(id))).toEqual([]);
  });

  it('land on no 404 page, the demo flag off or on (but the demo’s own "Error 404" entry)', () => {
    const lands = (entries: MenuEntry[], demo: boolean) =>
      routesOf(entries)
        .filter((id) => id !== 'notFound')
        .map((id) => resolveRoute(buildPath(id), { signedIn: true, demo }))
        .filter((to) => to.kind === 'page' && to.id === 'notFound');
    expect(lands([...mainMenu, ...businessMenu, ...desktopMenu], false)).toEqual([]);
    expect(lands([...mainMenu, ...businessMenu, ...desktopMenu, ...demoMenu], true)).toEqual([]);
  });

  it('name each route once', () => {
    const all = routesOf([...mainMenu, ...businessMenu, ...desktopMenu, ...demoMenu]);
    expect(all.filter((id, i) => all.indexOf(id) !== i)).toEqual([]);
  });

  it('leave out the desktop site’s pages, and its sections left empty, where it is not configured', () => {
    const left = withoutDesktopSite([...mainMenu, ...desktopMenu]);
    expect(leafEntries(left).filter((entry) => 'desktopPath' in entry)).toEqual([]);
    expect(left.map((entry) => entry.key)).not.toContain('d-settings');
    expect(left.map((entry) => entry.key)).toContain('reportsSection');
  });
});
