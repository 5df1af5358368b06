import type { UserInfo } from './schemas';

// The demo business's admin (seeded data, documented in the README). Until the database
// lands (issue 3) the session module keeps users and sessions in memory.
export const DEMO_EMAIL = 'demo@frontdesk.app';
export const DEMO_PASSWORD = 'frontdesk-demo';

export const demoUser: UserInfo = {
  id: 'u_demo_admin',
  avatar: '',
  bio: 'Owner of the demo business',
  firstName: 'Dana',
  lastName: 'Demo',
  email: DEMO_EMAIL,
  phone: '5550100100',
  role: 'admin',
  can_switch_to_signpad: true,
  settings: {
    asset_types: {
      vehicle: { id: 'vehicle', type_name: 'Vehicle', bookable: true },
      pet: { id: 'pet', type_name: 'Pet', bookable: true },
    },
    register: 'Front Desk',
  },
};
