// Exposed as `bookings/app`: the single-spa lifecycles the shell mounts as a parcel.
import { createMicroApp } from '@frontdesk/shared/ui';
import { microApp } from './microApp';

export const { bootstrap, mount, unmount } = createMicroApp(microApp);
