// The server build's entry: the same exposed modules as the browser build's container (docs/decisions/015).
import { serverContainer } from '@rental/shared/server-rendering/server-container.ts';

/** Stamped by the build (build-config/server-build.ts). */
declare const __BUILD_VERSION__: string;

export default serverContainer(
  'mf_catalogue',
  __BUILD_VERSION__,
  import.meta.webpackContext('./exposed', { recursive: false, regExp: /^\.\/[\w-]+\.tsx$/, mode: 'lazy' }),
);
