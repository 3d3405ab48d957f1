// The reverse proxy of the distributed mode: nginx from Debian's packages (installed when missing),
// spreading requests over the API instances and keeping server-sent-event streams open.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const NGINX_BINARY = '/usr/sbin/nginx';

/** Installs nginx with apt when it is missing (as CI and a fresh machine need); throws when it cannot. */
export function ensureNginxInstalled(log: (line: string) => void): void {
  if (existsSync(NGINX_BINARY)) return;
  log('› Installation de nginx (paquet Debian)…');
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export interface ProxySettings {
  listenPort: number;
  /** host:port of each API instance. */
  upstreams: readonly string[];
  /** A folder of nginx's own: configuration, temporary files, pid. */
  prefix: string;
}

/**
 * The configuration. Two choices matter:
 * - a request is passed to the next instance only when it could not be sent (connection refused):
 *   nginx never replays a POST that reached an instance, so a bid cannot be placed twice;
 * - no buffering and a long read timeout, so an SSE stream flows event by event and stays open.
 */
export function nginxConfig({ listenPort, upstreams, prefix }: ProxySettings): string {
  const temp = (name: string) => join(prefix, 'temp', name);
  return `
worker_processes 1;
daemon off;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size 64m;
  upstream api {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
    # Under Node's own keep-alive timeout (5 s): nginx never reuses a connection the instance is
    # closing, which would fail a POST that nginx may not replay.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
      proxy_buffering off;
      proxy_request_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

/** Starts nginx in the foreground as a child process; it is stopped with the child. */
export function startNginx(settings: ProxySettings): ChildProcess {
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(settings.prefix, 'temp', name), { recursive: true });
  }
  const configFile = join(settings.prefix, 'nginx.conf');
  writeFileSync(configFile, nginxConfig(settings));
  return spawn(NGINX_BINARY, ['-p', settings.prefix, '-c', configFile], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
