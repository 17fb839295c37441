// npm run user:create -- --email a@b.org --name "Ana" --role editor [--role forms] [--username ana]
// npm run user:deactivate -- --email a@b.org
// Run while the site is stopped on the embedded store (one process per data directory); any time on MongoDB.
import { parseArgs } from 'node:util';
import crypto from 'node:crypto';
import { z } from 'zod';
import { parseEnv } from '../lib/config/env';
import { createUser } from '../lib/auth/create-user';
import { deactivateUser, type UserDoc } from '../lib/auth/users';
import type { Role } from '../lib/auth/roles';
import { runScript, withSiteStore } from './script-store';

function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    process.stdout.write(prompt);
    const stdin = process.stdin;
    stdin.setRawMode(true);
    stdin.resume();
    let value = '';
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          return resolve(value);
        }
        if (char === '\u0003') process.exit(130);
        value = char === '\u007f' ? value.slice(0, -1) : value + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({ args: rest, options: { email: { type: 'string' }, name: { type: 'string' }, username: { type: 'string' }, role: { type: 'string', multiple: true } } });
  const config = parseEnv(process.env);
  await withSiteStore(config, async (store) => {
    if (command === 'deactivate') {
      const user = await store.collection<UserDoc>('users').findOne({ emailLower: (values.email ?? '').toLowerCase() });
      if (!user) throw new Error(`No user with email ${values.email}`);
      await deactivateUser(store, user._id);
      console.log(`Deactivated ${user.username}; their sessions have ended.`);
      return;
    }
    if (command !== 'create') throw new Error('Use: user create --email ... --name ... --role ... | user deactivate --email ...');
    let password = process.env.NEW_USER_PASSWORD ?? '';
    let generated = false;
    if (!password && process.stdin.isTTY) password = await readHidden('Password (at least 10 characters; leave empty to generate one): ');
    if (!password) {
      password = crypto.randomBytes(18).toString('base64url');
      generated = true;
    }
    const user = await createUser(store, { email: values.email ?? '', name: values.name ?? '', username: values.username, roles: (values.role ?? []) as Role[] }, password);
    console.log(`Created ${user.username} (${user.email}) with roles ${user.roles.join(', ')}.`);
    if (generated) console.log(`Password: ${password} (shown once)`);
  });
}

runScript(main, (error) => (error instanceof z.ZodError ? z.prettifyError(error) : error instanceof Error ? error.message : error));
