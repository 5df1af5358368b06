import { buildPath, useSession, useSettings } from '@frontdesk/shared';
import { BankOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';
import { NavButton } from './NavButton';

/** Shows the selected register (app setting, else the business's) and opens Select Register. */
export function RegisterButton() {
  const { t } = useTranslation('shell');
  const { register } = useSettings();
  const { user } = useSession();
  const name = register || user?.settings.register || '';
  return (
    <NavButton to={buildPath('registerSelect')} icon={<BankOutlined />}>
      {name ? t('topBar.register', { name }) : t('topBar.noRegister')}
    </NavButton>
  );
}
