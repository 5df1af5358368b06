import { CONFIG_VARIABLES } from '@frontdesk/api/configVariables';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceNote } from './SourceNote';

/** Every variable the API reads, from its one list (api/src/configVariables.ts), imported at build time. */
export function EnvVariablesTable() {
  const { t } = useTranslation('docs');
  const captionId = useId();
  return (
    <>
      <SourceNote />
      <div className="fd-docs-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table>
          <caption id={captionId}>{t('docs.reference.envVariables.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('docs.reference.envVariables.name')}</th>
              <th scope="col">{t('docs.reference.envVariables.default')}</th>
              <th scope="col">{t('docs.reference.envVariables.description')}</th>
            </tr>
          </thead>
          <tbody>
            {CONFIG_VARIABLES.map((variable) => (
              <tr key={variable.name}>
                <th scope="row">
                  <code>{variable.name}</code>
                </th>
                <td>{variable.default}</td>
                <td>{variable.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
