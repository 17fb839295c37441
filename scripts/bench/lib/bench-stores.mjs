// The stores a store benchmark runs on, one after the other: the embedded store in a temporary folder, then the
// MongoDB store on a database of its own: on the server at MONGODB_URI, or, without one, on FerretDB (the tests'
// stand-in, scripts/ferretdb.mjs: over PostgreSQL where the machine has it). BENCH_MONGO=off leaves MongoDB out.
// On MongoDB each query a handler sends through the store port can be explained: which index served it (MongoDB),
// or what the server handed to its backend and how that ran it (FerretDB).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FERRETDB_VERSION, postgresBinDir, startFerretDb } from '../../ferretdb.mjs';
import { withDatabaseName } from './publish-markers.mjs';

/**
 * Runs `body({ name, store, explainQueries })` on each store and cleans up after it. `openStore` is lib/db's (loaded by
 * the caller, through tsx). `explainQueries(work)` runs `work` once and answers one line per distinct query it sent.
 */
export async function onEachStore(openStore, prefix, body) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  try {
    const store = await openStore({ dataDir: dir });
    try {
      await body({ name: 'embedded store', store, explainQueries: null });
    } finally {
      await store.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.BENCH_MONGO === 'off') return;

  let standIn = null;
  let serverUri = process.env.MONGODB_URI;
  let name = 'MongoDB';
  if (!serverUri) {
    const backend = postgresBinDir() ? 'postgresql' : 'sqlite';
    standIn = await startFerretDb({ backend });
    serverUri = standIn.uri;
    name = `FerretDB ${FERRETDB_VERSION} over ${backend === 'postgresql' ? 'PostgreSQL' : 'SQLite'}`;
  }
  const database = `${prefix.replace(/\W/g, '_')}_${Date.now().toString(36)}`;
  const uri = withDatabaseName(serverUri, database);
  const { MongoClient } = await import('mongodb');
  const client = await new MongoClient(uri).connect();
  try {
    const store = await openStore({ mongodbUri: uri });
    try {
      await body({ name, store, explainQueries: (work) => explainQueries(store, client.db(database), work) });
    } finally {
      await store.close();
    }
  } finally {
    await client.db(database).dropDatabase().catch(() => undefined);
    await client.close();
    await standIn?.stop();
  }
}

/** Runs `work` with the store's reads recorded, then explains each distinct find and count it made. */
async function explainQueries(store, db, work) {
  const seen = new Map();
  const original = store.collection.bind(store);
  store.collection = (name) => {
    const collection = original(name);
    return new Proxy(collection, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || !['find', 'findOne', 'findPage', 'count'].includes(String(property))) return value?.bind?.(target) ?? value;
        return (filter = {}, options = {}) => {
          const key = `${name} ${String(property)} ${JSON.stringify(filter)} ${JSON.stringify(options.sort ?? {})}`;
          if (!seen.has(key)) seen.set(key, { name, method: String(property), filter, options });
          return value.call(target, filter, options);
        };
      },
    });
  };
  try {
    await work();
  } finally {
    delete store.collection;
  }
  const lines = [];
  for (const { name, method, filter, options } of seen.values()) {
    let cursor = db.collection(name).find(filter);
    if (options.sort && method !== 'count') cursor = cursor.sort(options.sort);
    if (options.limit && method !== 'count') cursor = cursor.limit(options.limit);
    const explained = await cursor.explain('queryPlanner').catch((error) => ({ error: error.message }));
    lines.push(`${name}.${method} ${short(JSON.stringify(filter), 90)}${options.sort ? ` sort ${JSON.stringify(options.sort)}` : ''}\n      ${summarise(explained)}`);
  }
  return lines;
}

const short = (text, max) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** MongoDB: the winning plan's stages and index names. FerretDB: what it pushed down, and its backend's plan. */
function summarise(explained) {
  if (explained.error) return `not explained: ${explained.error}`;
  const planner = explained.queryPlanner ?? {};
  if (planner.winningPlan) {
    const stages = [];
    const walk = (plan) => {
      if (!plan) return;
      stages.push(plan.indexName ? `${plan.stage}(${plan.indexName})` : plan.stage);
      walk(plan.inputStage);
      for (const input of plan.inputStages ?? []) walk(input);
    };
    walk(planner.winningPlan);
    return stages.join(' <- ');
  }
  const pushdown = ['filterPushdown', 'sortPushdown', 'limitPushdown']
    .filter((key) => key in explained)
    .map((key) => `${key.replace('Pushdown', '')} ${explained[key] ? 'pushed down' : 'in FerretDB'}`)
    .join(', ');
  const nodes = [];
  const walk = (node) => {
    if (!node || typeof node !== 'object') return;
    if (typeof node['Node Type'] === 'string') nodes.push(node['Index Name'] ? `${node['Node Type']}(${node['Index Name']})` : node['Node Type']);
    for (const child of node.Plans ?? []) walk(child);
    if (node.Plan) walk(node.Plan);
  };
  for (const entry of Array.isArray(planner) ? planner : [planner]) walk(entry);
  return `${pushdown || 'no pushdown reported'}${nodes.length ? `; backend: ${nodes.join(' <- ')}` : ''}`;
}
