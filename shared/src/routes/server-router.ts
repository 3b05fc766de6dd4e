/**
 * The parts of React Router only the server uses (docs/decisions/015). Kept apart from `router.ts`, the
 * browser's federated singleton, so the browser never downloads them.
 */
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
