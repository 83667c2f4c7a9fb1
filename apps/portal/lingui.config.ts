// Czech is the site's language (docs/design.md, Words), English is complete beside it. `lingui extract`
// and `lingui compile --strict` run in the portal's build, so a missing translation fails it.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** Areas of src/ with catalogues of their own (load-messages.ts merges them): each area's folder and its routes' folder. */
const AREAS = ['chrome', 'lobby', 'catalogue', 'game', 'filters'] as const;

const areaFolders = (area: string) => [`<rootDir>/src/${area}`, `<rootDir>/src/routes/${area}`];

export default defineConfig({
  sourceLocale: 'cs',
  locales: ['cs', 'en'],
  // One catalogue per area of the site (the chrome, the lobbies, the catalogue pages, the rest), so
  // that each area's texts are reviewed, and changed, apart from the others'.
  catalogs: [
    ...AREAS.map((area) => ({ path: `<rootDir>/src/locales/{locale}/${area}`, include: areaFolders(area) })),
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: AREAS.flatMap(areaFolders),
    },
  ],
  // Line numbers would change the catalogues on every edit of a component.
  format: formatter({ lineNumbers: false }),
});
