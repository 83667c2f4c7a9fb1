import { miniFrontendConfig } from '../vite-mini-frontend.ts';

export default miniFrontendConfig('notification-hub', new URL('./', import.meta.url));
