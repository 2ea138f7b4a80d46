import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from './free-port.js';

/** Debian's nginx, which scripts/ensure-system-deps.sh installs. */
const NGINX = '/usr/sbin/nginx';

/** The nginx configuration: round robin over the upstreams, the client's address appended to X-Forwarded-For. */
function configuration(prefix, port, upstreamPorts) {
  return `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream api {
${upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 6m;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
}

/**
 * Starts nginx on a free loopback port in front of servers on 127.0.0.1 (round robin), as
 * docs/operations.md configures it for several API instances, and waits until it answers `readyPath`.
 * Everything it writes stays in a temporary folder, removed by `stop()`.
 * @param {readonly number[]} upstreamPorts
 * @param {{ readyPath?: string }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startNginx(upstreamPorts, { readyPath = '/' } = {}) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} not found: run scripts/ensure-system-deps.sh (apt-get install -y nginx-light)`);
  const prefix = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
  const port = await findFreePort();
  writeFileSync(join(prefix, 'nginx.conf'), configuration(prefix, port, upstreamPorts));
  // Run by root (CI), nginx's workers would switch to a user who cannot write the temporary folder.
  const global = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', global], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited with ${child.exitCode}: ${errors}`);
    }
    if (waited > 10_000) {
      await stop();
      throw new Error(`nginx did not answer within 10 s: ${errors}`);
    }
    const answered = await fetch(`${url}${readyPath}`).then(
      (answer) => answer.status < 500,
      () => false,
    );
    if (answered) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
