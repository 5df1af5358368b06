import { OwnedRoutes, type PageMap } from '@frontdesk/shared/ui';
import { ChatPage } from './features/chat/components/ChatPage';
import { KanbanBoardView } from './features/kanban/components/KanbanBoardView';
import { KanbanPage } from './features/kanban/components/KanbanPage';
import { MailPage } from './features/mail/components/MailPage';
import { ProjectCreatePage } from './features/projects/components/ProjectCreatePage';
import { ProjectPage } from './features/projects/components/ProjectPage';
import { ProjectsBrowsePage } from './features/projects/components/ProjectsBrowsePage';
import { ProjectsOverviewPage } from './features/projects/components/ProjectsOverviewPage';
import { FeedPage } from './features/social/components/FeedPage';
import { ProfilePage } from './features/social/components/ProfilePage';

/** a project's page with its own board: two features composed here */
const ProjectWithBoard = () => <ProjectPage board={(projectId) => <KanbanBoardView projectId={projectId} />} />;

// Every page this remote owns is built (none shows the being-built panel).
const pages: PageMap = {
  mailSystemLabel: MailPage,
  mailCustomLabel: MailPage,
  chatThread: ChatPage,
  kanban: KanbanPage,
  projectsOverview: ProjectsOverviewPage,
  projectsBrowse: ProjectsBrowsePage,
  projectCreate: ProjectCreatePage,
  project: ProjectWithBoard,
  socialFeed: FeedPage,
  socialProfile: ProfilePage,
};

export function CollabRoutes() {
  return <OwnedRoutes owner="collab" pages={pages} />;
}
