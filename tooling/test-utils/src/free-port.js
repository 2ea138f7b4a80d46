import { createServer } from 'node:net';

/**
 * Several distinct TCP ports on 127.0.0.1 that nothing listened on a moment ago, for servers whose
 * address must be known before they listen. The probes are held open together, so the kernel hands
 * out different ports.
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function findFreePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => /** @type {import('node:net').AddressInfo} */ (server.address()).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * One TCP port on 127.0.0.1 that nothing listened on a moment ago.
 * @returns {Promise<number>}
 */
export async function findFreePort() {
  const [port] = await findFreePorts(1);
  return /** @type {number} */ (port);
}
