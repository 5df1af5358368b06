import { updateProfile, useApiMutation, useSession } from '@frontdesk/shared';
import { Avatar, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { Descriptions } from '@frontdesk/shared/antd-more';
import { Card } from '@frontdesk/shared/antd-pages';
import { ErrorAlert, PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { FeedList } from './FeedList';
import { PostComposer } from './PostComposer';

/** the longest bio PATCH /api/profile takes */
const MAX_BIO = 1000;

const initialsOf = (first: string, last: string, email: string) => (`${first.charAt(0)}${last.charAt(0)}` || email.charAt(0)).toUpperCase();

/** /app/social/profile: the signed-in staff member, their bio (theirs to edit), their posts and their activity (issue 35 §4). */
export function ProfilePage() {
  const { t } = useTranslation('collab');
  const user = useSession().user;
  const { token } = theme.useToken();
  const bio = useApiMutation({
    mutationFn: (text: string) => updateProfile({ bio: text }),
    successMessage: () => t('social.profile.bioSaved'),
    failureToast: false,
  });
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;

  return (
    <Flex vertical gap="large" style={{ maxWidth: 760 }}>
      <PageTitle routeId="socialProfile" intro={t('social.profileIntro')} />
      <Card>
        <Flex gap="large" align="flex-start" wrap>
          <Avatar size={72} src={user.avatar || undefined} alt="">
            {initialsOf(user.firstName, user.lastName, user.email)}
          </Avatar>
          <Flex vertical gap="small" style={{ flex: 1, minWidth: 220 }}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {name}
            </Typography.Title>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'role', label: t('social.profile.roleLabel'), children: t(`social.profile.role.${user.role}`) },
                { key: 'email', label: t('social.profile.email'), children: user.email },
                {
                  key: 'bio',
                  label: t('social.profile.bio'),
                  children: (
                    <Typography.Paragraph
                      style={{ margin: 0, whiteSpace: 'pre-wrap' }}
                      type={user.bio ? undefined : 'secondary'}
                      editable={{
                        text: user.bio,
                        maxLength: MAX_BIO,
                        tooltip: t('social.profile.editBio'),
                        triggerType: ['icon'],
                        onChange: (text) => {
                          if (text.trim() !== user.bio) bio.mutate(text);
                        },
                      }}
                    >
                      {user.bio || t('social.profile.noBio')}
                    </Typography.Paragraph>
                  ),
                },
              ]}
            />
            <ErrorAlert text={bio.errorText} />
          </Flex>
        </Flex>
      </Card>
      <Card>
        <PostComposer />
      </Card>
      <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
        {t('social.profile.activity')}
      </Typography.Title>
      <FeedList authorId={user.id} />
    </Flex>
  );
}
