// `pnpm tokens:public`: writes shared/src/ui/publicThemes.generated.ts, the public pages' theme
// tokens derived from shared/src/ui/themes.ts (docs/decisions/0025-public-pages-without-antd.md).
// Run it after changing a theme or the list of public tokens; publicTheme.test.tsx says when.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { publicThemesModule } from '../src/ui/derivePublicThemes';

const file = path.join(import.meta.dirname, '../src/ui/publicThemes.generated.ts');
writeFileSync(file, publicThemesModule());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
