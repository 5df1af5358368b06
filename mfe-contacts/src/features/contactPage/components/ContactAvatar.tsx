import type { Contact } from '@frontdesk/shared';
import { Avatar } from '@frontdesk/shared/antd';
import { UserOutlined } from '@frontdesk/shared/icons';
import { initials } from '../../../common/contactName';

/** The contact's picture, else their initials, else a person icon; the heading names them. */
export function ContactAvatar({ contact, size = 48 }: { contact: Contact; size?: number }) {
  const letters = initials(contact);
  return (
    // decorative: the name is the heading beside it
    <span aria-hidden="true">
      <Avatar src={contact.image_32x32 || undefined} size={size} icon={letters ? undefined : <UserOutlined />}>
        {letters || undefined}
      </Avatar>
    </span>
  );
}
