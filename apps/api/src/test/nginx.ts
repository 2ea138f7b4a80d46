import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '@storefront/test-utils';
import { exited } from './api-process.js';

/** Debian's nginx, which scripts/ensure-system-deps.sh installs. */
const NGINX = '/usr/sbin/nginx';

/** A running nginx: its address and how to stop it. */
export interface RunningNginx {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Starts nginx in front of API instances on 127.0.0.1 (round robin), as docs/operations.md
 * configures it: it appends the client's address to X-Forwarded-For. Everything it writes stays
 * in a temporary folder, removed by stop().
 */
export async function startNginx(upstreamPorts: readonly number[]): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
  const port = await findFreePort();
  const config = `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream api {
${upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 6m;
    location / {
      proxy_pass http://api;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
  writeFileSync(join(prefix, 'nginx.conf'), config);
  // Run by root (CI), nginx's workers would switch to a user who cannot write the temporary folder.
  const user = process.getuid?.() === 0 ? ['-g', 'daemon off; user root;'] : ['-g', 'daemon off;'];
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), ...user], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${errors}`);
    if (waited > 10_000) throw new Error(`nginx did not answer within 10 s: ${errors}`);
    if (
      await fetch(`${url}/v1/category`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGQUIT');
      await exited(child);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
