// The server build's entry: the same exposed modules as the browser build's container (docs/decisions/015).
import { serverContainer } from '@rental/shared/server-rendering/server-container.ts';

export default serverContainer(
  'mf_catalogue',
  import.meta.webpackContext('./exposed', { recursive: false, regExp: /\.tsx$/, mode: 'lazy' }),
);
