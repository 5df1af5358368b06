import { CONFIG_VARIABLES } from '@frontdesk/api/configVariables';
import { useTranslation } from 'react-i18next';
import { ReferenceTable } from './ReferenceTable';
import { SourceNote } from './SourceNote';

/** Every variable the API reads, from its one list (api/src/configVariables.ts), imported at build time. */
export function EnvVariablesTable() {
  const { t } = useTranslation('docs');
  return (
    <>
      <SourceNote />
      <ReferenceTable
        caption={t('docs.reference.envVariables.caption')}
        columns={[t('docs.reference.envVariables.name'), t('docs.reference.envVariables.default'), t('docs.reference.envVariables.description')]}
        rows={CONFIG_VARIABLES.map((variable) => ({ key: variable.name, name: variable.name, cells: [variable.default, variable.description] }))}
      />
    </>
  );
}
