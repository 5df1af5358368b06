import type { ProjectStatus } from '@frontdesk/shared';

/** a project's statuses (the API's PROJECT_STATUSES), in the order work goes through them */
export const PROJECT_STATUSES = ['planned', 'active', 'on_hold', 'done'] as const satisfies readonly ProjectStatus[];
