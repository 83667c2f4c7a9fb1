// Placeholder until this page's slice lands (see page-modules.ts).
export { default, meta } from '../routes/upcoming-page.tsx';
