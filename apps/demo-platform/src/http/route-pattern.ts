// Turns a contract path builder (which URL-encodes its argument) into a Hono route pattern.
const PLACEHOLDER = 'ROUTE__PARAM__PLACEHOLDER';

export const routePattern = (build: (value: string) => string, param: string): string => build(PLACEHOLDER).replace(PLACEHOLDER, `:${param}`);
