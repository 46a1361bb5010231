import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

/** Why the front cannot run here, or undefined when it can. */
export function nginxMissing(): string | undefined {
  return NGINX ? undefined : "Debian's nginx is not installed (apt-get install nginx-light; .ci/run does)";
}

export type NginxFront = { url: string; stop: () => Promise<void> };

/**
 * The deployment's front (deploy/nginx.conf: TLS and HTTP/2 before the app) run on this machine in
 * front of a running server: the API tests check the file against the app (deploy-nginx.test.ts),
 * and Lighthouse scores the pages through it as a deployed site serves them (bench). The
 * file is used as written, with only what a machine changes: the app's address, the port (no root),
 * a certificate made here (self-signed: clients must not verify it) and the
 * paths nginx writes to. Needs Debian's nginx (`apt-get install nginx-light`).
 */
export async function startNginxFront(appUrl: string, port: number): Promise<NginxFront> {
  if (!NGINX) throw new Error(nginxMissing());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'earmark-nginx-'));
  // nginx's workers run as nobody and read the certificate and the configuration from here.
  chmodSync(dir, 0o755);
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const subject = '-subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1'.split(' ');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, '-keyout', key, '-out', cert],
    {
      stdio: 'ignore',
    },
  );
  chmodSync(key, 0o644);

  const app = new URL(appUrl);
  const site = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8')
    // Only the TLS server: the port-80 redirect needs root and is not what a page load meets.
    .replace(/server \{\s*listen 80;[\s\S]*?\n\}\n/, '')
    .replace(/^\s*listen \[::\].*$/gm, '')
    .replace('server 127.0.0.1:3000;', `server ${app.host};`)
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port} ssl http2;`)
    .replace(/ssl_certificate .*;/, `ssl_certificate ${cert};`)
    .replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${key};`);
  if (!site.includes(`:${port} ssl http2;`) || !site.includes(cert))
    throw new Error('deploy/nginx.conf no longer has the listen and certificate lines this bench sets');
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`,
  );
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', conf, '-e', `${dir}/error.log`]);
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', `${dir}/error.log`], { stdio: 'inherit' });
  const url = `https://127.0.0.1:${port}`;
  for (let tries = 0; !(await answers(`${url}/healthz`)); tries++) {
    if (tries > 100 || child.exitCode !== null)
      throw new Error(`nginx did not answer on ${url}: ${readFileSync(`${dir}/error.log`, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether `url` answers 200 (over TLS, the certificate not verified: it was made here). */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    https
      .get(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });
}
