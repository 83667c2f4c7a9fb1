// React Router framework mode with server rendering; the app's modules live in src/ (docs/architecture.md).
import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'src',
} satisfies Config;
