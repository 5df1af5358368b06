import {
  api,
  queryOptions,
  type InvitationInput,
  type StaffException,
  type StaffExceptionInput,
  type StaffInput,
  type StaffMember,
  type StaffPatch,
  type TeamLogin,
  type TeamLoginList,
  type TeamLoginPatch,
} from '@frontdesk/shared';

// The team's own calls: a member added or changed, their days that differ (time off, extra hours),
// and the asset types a service may apply to. The team and the services are read through
// src/common/api.ts; query keys start with the resource, so a change invalidates them by prefix.

/** POST /api/staff (admins) → 201 the member. */
export const createStaff = (input: StaffInput) => api.post('api/staff', { json: input }).json<StaffMember>();

/** PATCH /api/staff/{id} (admins): services and hours replaced whole; `archived` archives or restores. */
export const updateStaff = (id: string, patch: StaffPatch) => api.patch(`api/staff/${encodeURIComponent(id)}`, { json: patch }).json<StaffMember>();

/** POST /api/staff-exceptions (admins) → 201 the day that differs. */
export const addStaffException = (input: StaffExceptionInput) => api.post('api/staff-exceptions', { json: input }).json<StaffException>();

/** DELETE /api/staff-exceptions/{id} (admins) → 204. */
export async function removeStaffException(id: string): Promise<void> {
  await api.delete(`api/staff-exceptions/${encodeURIComponent(id)}`);
}

/** GET /api/team (admins): the business's logins, with their role, status and team member. */
export const teamLoginsQuery = () =>
  queryOptions({
    queryKey: ['team-logins'],
    queryFn: ({ signal }) => api.get('api/team', { signal }).json<TeamLoginList>(),
  });

/** POST /api/team/invitations (admins) → 201 the invited login; the link is mailed through the outbox. */
export const inviteLogin = (input: InvitationInput) => api.post('api/team/invitations', { json: input }).json<TeamLogin>();

/** POST /api/team/{userId}/invitation (admins): a new link for a login still invited. */
export const resendInvitation = (userId: string) => api.post(`api/team/${encodeURIComponent(userId)}/invitation`).json<TeamLogin>();

/** PATCH /api/team/{userId} (admins): a role, or deactivated (its sessions end at once) and back. */
export const updateLogin = (userId: string, patch: TeamLoginPatch) => api.patch(`api/team/${encodeURIComponent(userId)}`, { json: patch }).json<TeamLogin>();
