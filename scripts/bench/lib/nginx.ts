// nginx for the bench and the scale test: Debian's package, run as a non-daemon child with its own
// prefix under .tmp/, on loopback ports only, with the deploy/ cache configuration unchanged.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { root, spawnChild, type TChild, waitForHttp } from './app-process'

const NGINX = '/usr/sbin/nginx'
const deployDir = path.join(root, 'deploy/nginx')

/**
 * Whether Debian's nginx is installed. The scripts do not install it themselves (a package install
 * is the operator's decision): without it they skip the nginx parts and say so.
 */
export function hasNginx(log: (message: string) => void): boolean {
  if (fs.existsSync(NGINX)) return true
  log(
    `nginx is not installed (${NGINX} missing): the nginx parts are skipped. Install it with \`apt-get install -y nginx\` (Debian package) to measure them.`,
  )
  return false
}

type TNginxPrefix = { prefix: string; conf: string }

function preparePrefix(prefix: string): TNginxPrefix {
  const conf = path.join(prefix, 'conf')
  fs.rmSync(prefix, { recursive: true, force: true })
  for (const dir of ['conf/snippets', 'conf/conf.d', 'logs', 'temp', 'cache'])
    fs.mkdirSync(path.join(prefix, dir), { recursive: true })
  return { prefix, conf }
}

// Everything nginx would otherwise put in /var: temp files, pid, logs. Workers run as root so
// they can read the build output and write the cache under .tmp/.
function mainBlock(prefix: string, http: string): string {
  const p = (name: string) => path.join(prefix, name)
  return `user root;
worker_processes auto;
pid ${p('nginx.pid')};
error_log ${p('logs/error.log')} warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 100000;
    client_body_temp_path ${p('temp/client')};
    proxy_temp_path ${p('temp/proxy')};
    fastcgi_temp_path ${p('temp/fastcgi')};
    uwsgi_temp_path ${p('temp/uwsgi')};
    scgi_temp_path ${p('temp/scgi')};
${http}
}
`
}

export type TStaticPage = { url: string; file: string }

/** nginx serving files directly: the physical limit for a page on this machine. */
export function writeStaticConfig(prefix: string, port: number, pages: TStaticPage[]): TNginxPrefix {
  const target = preparePrefix(prefix)
  const locations = pages
    .map(
      (page) =>
        `        location = ${quote(decodeURI(page.url))} { default_type "text/html; charset=utf-8"; root ${quote(path.dirname(page.file))}; try_files ${quote(`/${path.basename(page.file)}`)} =404; }`,
    )
    .join('\n')
  const http = `    server {
        listen 127.0.0.1:${port};
${locations}
        location = /healthz { return 200 "ok"; }
    }`
  fs.writeFileSync(path.join(target.conf, 'nginx.conf'), mainBlock(prefix, http))
  return target
}

/**
 * The deploy/ cache in front of app instances: deploy/nginx's maps and locations as they are,
 * with this run's upstream, cache directory and a loopback listener instead of TLS.
 */
export function writeCacheConfig(prefix: string, port: number, upstreamPorts: number[]): TNginxPrefix {
  const target = preparePrefix(prefix)
  fs.cpSync(path.join(deployDir, 'snippets'), path.join(target.conf, 'snippets'), { recursive: true })
  fs.cpSync(path.join(deployDir, 'conf.d'), path.join(target.conf, 'conf.d'), { recursive: true })
  fs.copyFileSync(
    path.join(deployDir, 'exhale-generation.conf'),
    path.join(target.conf, 'exhale-generation.conf'),
  )
  const upstream = upstreamPorts
    .map((upstreamPort) => `        server 127.0.0.1:${upstreamPort} max_fails=2 fail_timeout=5s;`)
    .join('\n')
  const http = `    include conf.d/exhale-cache-maps.conf;
    include exhale-generation.conf;
    upstream exhale_app {
${upstream}
        keepalive 64;
    }
    proxy_cache_path ${path.join(prefix, 'cache')} levels=1:2 keys_zone=exhale:20m max_size=256m inactive=1h use_temp_path=off;
    server {
        listen 127.0.0.1:${port};
        include snippets/exhale-locations.conf;
    }`
  fs.writeFileSync(path.join(target.conf, 'nginx.conf'), mainBlock(prefix, http))
  return target
}

function quote(value: string): string {
  if (/["\\]/.test(value)) throw new Error(`cannot quote ${value} for nginx`)
  return `"${value}"`
}

/** Checks the configuration, then runs nginx in the foreground (`daemon off`) as a child. */
export async function startNginx(name: string, target: TNginxPrefix, port: number): Promise<TChild> {
  const conf = path.join(target.conf, 'nginx.conf')
  const errorLog = path.join(target.prefix, 'logs/error.log')
  const args = ['-p', target.prefix, '-c', conf, '-e', errorLog]
  const test = spawnSync(NGINX, [...args, '-t', '-q'], { encoding: 'utf8' })
  if (test.status !== 0) throw new Error(`nginx -t failed for ${conf}:\n${test.stderr}`)
  const child = spawnChild(name, NGINX, [...args, '-g', 'daemon off;'], {
    logFile: path.join(target.prefix, 'logs/stdout.log'),
  })
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, child, 20_000)
  return child
}
