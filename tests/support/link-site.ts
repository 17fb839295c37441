// A stand-in for the sites a page links to: /ok answers 200, /gone 404, /slow never within the check's time, and
// any other path 200. While it runs, the content-health report checks links to this machine only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { reloadEnv } from '@/lib/config/env';

export async function startLinkSite(): Promise<{ url: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    if (request.url === '/slow') return; // never answers: the check gives up
    response.writeHead(request.url === '/gone' ? 404 : 200, { 'content-type': 'text/html' });
    response.end('<p>stand-in</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, { LINK_CHECK_HOSTS: '127.0.0.1' });
  reloadEnv();
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      delete process.env.LINK_CHECK_HOSTS;
      reloadEnv();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
