import { createServer, type Server } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listened on a moment ago, for a server whose address must be known before it listens. */
export async function findFreePort(): Promise<number> {
  const [port] = await findFreePorts(1);
  return port as number;
}

/** Several distinct free ports: they are held open together, so the operating system hands out different ones. */
export async function findFreePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
    return address.port;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
