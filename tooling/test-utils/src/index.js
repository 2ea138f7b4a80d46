export { chromiumArgs, chromiumLaunchOptions, chromiumPath } from './chromium.js';
export { vitestConfig } from './vitest.js';
export { startPostgres } from './postgres.js';
export { findFreePort, findFreePorts } from './free-port.js';
export { startNginx } from './nginx.js';
