import { miniFrontendConfig } from '../vite-mini-frontend.ts';

export default miniFrontendConfig('in-app-notification', new URL('./', import.meta.url));
