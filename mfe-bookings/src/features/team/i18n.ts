import type { Translations } from '@frontdesk/shared';

const en = {};

const es: Translations<typeof en>['es'] = {};

export const teamTexts: Translations<typeof en> = { en, es };
