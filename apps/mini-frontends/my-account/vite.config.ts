import { miniFrontendConfig } from '../vite-mini-frontend.ts';

export default miniFrontendConfig('my-account', new URL('./', import.meta.url));
