// Czech is the site's language (decisions.md D1), English is complete beside it. `lingui extract`
// and `lingui compile --strict` run in the portal's build, so a missing translation fails it.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'cs',
  locales: ['cs', 'en'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
    },
  ],
  // Line numbers would change the catalogues on every edit of a component.
  format: formatter({ lineNumbers: false }),
});
