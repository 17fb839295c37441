// The test server of this Playwright worker (started by the worker fixture in fixtures.ts): where it listens and
// where its SMTP server and CRM stand-in put what they receive.
export type TestServer = {
  port: number;
  /** http://localhost:<port> */
  origin: string;
  /** Folder of the .eml files the server's mail reaches. */
  mailbox: string;
  /** Folder of the JSON leads the CRM stand-in receives. */
  leads: string;
};

let current: TestServer | undefined;

export function setTestServer(server: TestServer): void {
  current = server;
}

export function testServer(): TestServer {
  if (!current) throw new Error('No test server: import test from ./fixtures, not from @playwright/test.');
  return current;
}
