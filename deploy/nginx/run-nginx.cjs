// Starts nginx with deploy/nginx/nginx.conf on free local ports, in a private folder, in front of a running
// site: what the proxy benchmark (scripts/bench/nginx-proxy.mjs) and the browser test of the proxy use.
// CommonJS so that both plain node (the benchmark) and the browser tests' TypeScript loader can use it.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const NGINX_PACKAGE = 'nginx';
const configFile = path.join(__dirname, 'nginx.conf');

/** The nginx program, or null when it is not installed. */
function nginxBinary() {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function replaceMarked(config, marker, line) {
  const pattern = new RegExp(`^.*# bench: ${marker}$`, 'm');
  if (!pattern.test(config)) throw new Error(`nginx.conf has no line marked "# bench: ${marker}"`);
  return config.replace(pattern, line);
}

// Headers that nginx writes itself (or that describe the connection): never copied onto the static file's answer.
const OWN_HEADERS = new Set(['date', 'server', 'content-length', 'content-type', 'connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'accept-ranges', 'set-cookie']);

/**
 * The headers of a site's answer that the static file should send too, so that both sides of the benchmark send the
 * same bytes: everything but what nginx writes itself. `headers` is a fetch Headers object or [name, value] pairs.
 */
function copyableHeaders(headers) {
  const pairs = [];
  for (const [name, value] of headers) {
    if (OWN_HEADERS.has(name.toLowerCase()) || !/^[A-Za-z0-9-]+$/.test(name)) continue;
    pairs.push([name, value]);
  }
  return pairs;
}

/** A value as an nginx string: quoted, with `$` written through a variable so that nothing is interpolated. */
function nginxString(value) {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\$/g, '${bench_dollar}')}"`;
}

/**
 * The configuration for a private nginx. `sharedSeconds` (tests only) puts a small relay between nginx and the
 * site that shortens the s-maxage of the site's answers, so a test can see a publish arrive without waiting a
 * minute; nginx itself runs the production configuration unchanged.
 */
function privateConfig({ dir, port, upstream, staticPort, staticRoot, staticHeaders, relayPort, sharedSeconds }) {
  let config = fs.readFileSync(configFile, 'utf8');
  config = replaceMarked(config, 'error_log', `error_log ${dir}/error.log warn;`);
  config = replaceMarked(config, 'pid', `pid ${dir}/nginx.pid;`);
  config = replaceMarked(config, 'access_log', 'access_log off;');
  config = replaceMarked(
    config,
    'cache_path',
    `proxy_cache_path ${dir}/cache levels=1:2 keys_zone=site_pages:20m max_size=1g inactive=7d use_temp_path=off;\n` +
      ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${dir}/${name}-temp;`).join('\n'),
  );
  config = replaceMarked(config, 'upstream', `server ${relayPort ? `127.0.0.1:${relayPort}` : upstream};`);
  config = replaceMarked(config, 'listen', `listen 127.0.0.1:${port};`);
  const extra = [];
  if (staticPort) {
    const headers = (staticHeaders ?? []).map(([name, value]) => `add_header ${name} ${nginxString(value)};`);
    if ((staticHeaders ?? []).some(([, value]) => value.includes('$'))) extra.push('geo $bench_dollar {\n    default "$";\n  }');
    extra.push(
      `server {\n    listen 127.0.0.1:${staticPort};\n    root ${staticRoot};\n    charset utf-8;\n    max_ranges 0;\n` +
        `    location / {\n    }\n` +
        `    location = /with-headers.html {\n      add_header Last-Modified "";\n${headers.map((line) => `      ${line}\n`).join('')}    }\n  }`,
    );
  }
  if (relayPort) {
    extra.push(
      `map $upstream_http_cache_control $shortened_cache_control {\n    "~^(?<before>.*)s-maxage=\\d+(?<after>.*)$" "\${before}s-maxage=${sharedSeconds}\${after}";\n    default $upstream_http_cache_control;\n  }`,
      `server {\n    listen 127.0.0.1:${relayPort};\n    location / {\n      proxy_pass http://${upstream};\n      proxy_set_header Host $host;\n      proxy_hide_header Cache-Control;\n      add_header Cache-Control $shortened_cache_control always;\n    }\n  }`,
    );
  }
  return replaceMarked(config, 'extra servers', extra.map((block) => `  ${block}`).join('\n'));
}

async function waitForPort(port, child, timeoutMs = 10000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`nginx stopped at start (exit ${child.exitCode})`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`);
}

/**
 * Starts nginx in front of `upstream` ('127.0.0.1:3000'). With `staticHtml`, also serves that HTML as a plain
 * file on `staticPort`: `/index.html` with nginx's own headers only, `/with-headers.html` with `staticHeaders`
 * ([name, value] pairs, see copyableHeaders) added, so that it sends the same bytes as the site's answer.
 * Returns the ports and stop().
 */
async function startNginx({ upstream, staticHtml, staticHeaders, sharedSeconds } = {}) {
  const binary = nginxBinary();
  if (!binary) throw new Error(`nginx is not installed (Debian package: ${NGINX_PACKAGE})`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
  // Workers run as an unprivileged user when nginx is started as root: they must be able to write the cache.
  fs.chmodSync(dir, 0o755);
  for (const sub of ['cache', 'static', 'client_body-temp', 'proxy-temp', 'fastcgi-temp', 'uwsgi-temp', 'scgi-temp']) {
    fs.mkdirSync(path.join(dir, sub));
    fs.chmodSync(path.join(dir, sub), 0o777);
  }
  const port = await freePort();
  const staticPort = staticHtml ? await freePort() : undefined;
  const relayPort = sharedSeconds ? await freePort() : undefined;
  if (staticHtml) {
    for (const name of ['index.html', 'with-headers.html']) fs.writeFileSync(path.join(dir, 'static', name), staticHtml, { mode: 0o644 });
  }
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, privateConfig({ dir, port, upstream, staticPort, staticRoot: path.join(dir, 'static'), staticHeaders, relayPort, sharedSeconds }));
  const checked = spawnSync(binary, ['-t', '-q', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused the configuration:\n${checked.stderr}`);
  const child = spawn(binary, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  try {
    await waitForPort(port, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${error.message}\n${errors}`);
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { port, staticPort, dir, stop };
}

module.exports = { NGINX_PACKAGE, nginxBinary, freePort, copyableHeaders, privateConfig, startNginx };
