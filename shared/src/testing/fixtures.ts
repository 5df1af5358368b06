import type { UserInfo } from '../api/types';

/** A signed-in user as /api/user_info answers it; tests override what they are about. */
export function aUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 'u1',
    avatar: '',
    bio: '',
    firstName: 'Ana',
    lastName: 'Diaz',
    email: 'ana@example.com',
    phone: '5551234567',
    role: 'admin',
    can_switch_to_signpad: false,
    mode: 'staff',
    settings: { asset_types: {}, register: 'Front' },
    ...overrides,
  };
}
