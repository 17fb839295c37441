// Types for run-nginx.cjs (used from the browser test of the proxy).
export const NGINX_PACKAGE: string;
export function nginxBinary(): string | null;
export function freePort(): Promise<number>;
export function copyableHeaders(headers: Iterable<[string, string]>): [string, string][];
export type RunningNginx = { port: number; staticPort?: number; dir: string; stop(): Promise<void> };
export function startNginx(options: {
  upstream: string;
  staticHtml?: string;
  staticHeaders?: [string, string][];
  sharedSeconds?: number;
}): Promise<RunningNginx>;
