import { buildPath } from '@frontdesk/shared';
import { BankOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';
import { useSelectedRegisterName } from '../hooks/useSelectedRegisterName';
import { NavButton } from './NavButton';

/** Shows the selected register's name (the app setting holds its id; else the account's register) and opens Select Register. */
export function RegisterButton({ iconOnly = false }: { iconOnly?: boolean }) {
  const { t } = useTranslation('shell');
  const name = useSelectedRegisterName();
  return (
    <NavButton
      to={buildPath('registerSelect')}
      icon={<BankOutlined aria-hidden />}
      text={name ? t('topBar.register', { name }) : t('topBar.noRegister')}
      iconOnly={iconOnly}
    />
  );
}
