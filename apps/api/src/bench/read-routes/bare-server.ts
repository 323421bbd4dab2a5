/**
 * The yardstick of the read-route benchmark: Fastify with no plugins, hooks or schemas, one pg pool of the
 * product's size, and per route one GET that runs the product's captured statements in the same order and
 * sends their rows as JSON. `node --import tsx bare-server.ts <statements.json> <port> <database url>`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import type { CapturedStatement } from './sql-capture';

const [file, port, connectionString] = process.argv.slice(2);
if (!file || !port || !connectionString) throw new Error('usage: bare-server <statements.json> <port> <url>');
/** The statements of each route, in the order of READ_ROUTE_CASES: route k is served at /bare/k. */
const routes = JSON.parse(readFileSync(file, 'utf8')) as CapturedStatement[][];
const pool = new pg.Pool({ connectionString, max: 10 });
const app = Fastify({ logger: false });

for (const [k, statements] of routes.entries()) {
  app.get(`/bare/${k}`, async () => {
    const results: unknown[][] = [];
    for (const { name, text, values } of statements) {
      results.push((await pool.query(name ? { name, text, values } : { text, values })).rows);
    }
    return results;
  });
}
app.get('/health', async () => ({ ok: true }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
