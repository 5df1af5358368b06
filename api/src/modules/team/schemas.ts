import { Type, type Static } from '@sinclair/typebox';
import { MAX_EMAIL_LENGTH } from '../../http/inputRules';
import { USER_STATUSES } from '../../db/schema';
import { Role } from '../auth/schemas';

// Issue 33 §10: a business's logins. The owner (or an admin) invites a person by email, with a role
// and the team member they are; the person sets their password from the mailed link. An admin can
// change a login's role and deactivate it (its sessions end at once). Anyone resets their own
// password by a mailed link (docs/decisions/0043).

/** the shortest password a person may choose (sign-up's rule) */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 1024;

export const UserStatus = Type.Union(USER_STATUSES.map((status) => Type.Literal(status)));

/** A login of the business as the team page shows it. */
export const TeamLogin = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  role: Role,
  /** invited: no password yet (the invitation is pending or ran out); deactivated: no sign-in */
  status: UserStatus,
  /** the admin who made the business: never deactivated nor demoted */
  owner: Type.Boolean(),
  /** the team member this login is, if linked */
  staffId: Type.Union([Type.String(), Type.Null()]),
  /** while invited: when the last invitation's link runs out (null: it ran out, or was used) */
  invitationExpiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type TeamLogin = Static<typeof TeamLogin>;

export const TeamLoginList = Type.Object({ items: Type.Array(TeamLogin) });
export type TeamLoginList = Static<typeof TeamLoginList>;

/** POST /api/team/invitations (admins) */
export const InvitationInput = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: MAX_EMAIL_LENGTH }),
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.Optional(Type.String({ maxLength: 100 })),
    role: Role,
    /** the team member this person is (one without a login) */
    staffId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type InvitationInput = Static<typeof InvitationInput>;

export const TeamLoginParams = Type.Object({ userId: Type.String({ format: 'uuid' }) });
export type TeamLoginParams = Static<typeof TeamLoginParams>;

/** PATCH /api/team/{userId} (admins): a role, or active false (deactivate) / true (reactivate) */
export const TeamLoginPatch = Type.Object({ role: Type.Optional(Role), active: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type TeamLoginPatch = Static<typeof TeamLoginPatch>;

/** A mailed link's token (invitation, password reset), sent in the body: never in an address the logs keep. */
export const AccountTokenBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type AccountTokenBody = Static<typeof AccountTokenBody>;

/** What a link's page shows before the password is chosen. */
export const AccountLinkInfo = Type.Object({ email: Type.String(), firstName: Type.String(), lastName: Type.String(), businessName: Type.String() });
export type AccountLinkInfo = Static<typeof AccountLinkInfo>;

const Password = Type.String({ maxLength: MAX_PASSWORD_LENGTH });

/** POST /api/invitations/accept: the person's password, and their name as they write it */
export const AcceptInvitationBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: Password,
    firstName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    lastName: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;

/** POST /api/password-reset */
export const ResetRequestBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: MAX_EMAIL_LENGTH }) }, { additionalProperties: false });
export type ResetRequestBody = Static<typeof ResetRequestBody>;

/** The same answer whether the email has a login or not. */
export const ResetRequested = Type.Object({ status: Type.Literal('requested') });
export type ResetRequested = Static<typeof ResetRequested>;

/** POST /api/password-reset/confirm */
export const ResetConfirmBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }), password: Password }, { additionalProperties: false });
export type ResetConfirmBody = Static<typeof ResetConfirmBody>;

/** The answer of a link used: the login's email, to sign in with. */
export const AccountLinkUsed = Type.Object({ email: Type.String() });
export type AccountLinkUsed = Static<typeof AccountLinkUsed>;

/** PATCH /api/profile: the signed-in person's own details */
export const ProfilePatch = Type.Object(
  {
    firstName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    lastName: Type.Optional(Type.String({ maxLength: 100 })),
    phone: Type.Optional(Type.String({ maxLength: 40 })),
    bio: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type ProfilePatch = Static<typeof ProfilePatch>;

/** POST /api/profile/password: the current password and the new one (other sessions of the login end) */
export const PasswordChangeBody = Type.Object(
  { currentPassword: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }), newPassword: Password },
  { additionalProperties: false },
);
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;
