import { OwnedRoutes, type PageMap } from '@frontdesk/shared/ui';
import { KanbanPage } from './features/kanban/components/KanbanPage';
import { ProjectCreatePage } from './features/projects/components/ProjectCreatePage';
import { ProjectPage } from './features/projects/components/ProjectPage';
import { ProjectsBrowsePage } from './features/projects/components/ProjectsBrowsePage';
import { ProjectsOverviewPage } from './features/projects/components/ProjectsOverviewPage';

// Pages not built yet show the being-built panel.
const pages: PageMap = {
  kanban: KanbanPage,
  projectsOverview: ProjectsOverviewPage,
  projectsBrowse: ProjectsBrowsePage,
  projectCreate: ProjectCreatePage,
  project: ProjectPage,
};

export function CollabRoutes() {
  return <OwnedRoutes owner="collab" pages={pages} />;
}
