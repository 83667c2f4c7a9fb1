import { miniFrontendConfig } from '../vite-mini-frontend.ts';

export default miniFrontendConfig('cookie-consent', new URL('./', import.meta.url));
