import { renderStandalone } from '@frontdesk/shared/standalone';
import { microApp } from './microApp';

renderStandalone(microApp);
