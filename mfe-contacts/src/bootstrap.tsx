import { renderStandalone } from '@frontdesk/shared/ui';
import { microApp } from './microApp';

renderStandalone(microApp);
