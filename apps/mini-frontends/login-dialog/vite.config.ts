import { miniFrontendConfig } from '../vite-mini-frontend.ts';

export default miniFrontendConfig('login-dialog', new URL('./', import.meta.url));
