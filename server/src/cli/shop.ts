import path from 'node:path';
import { parseArgs } from 'node:util';
import { shopCode, shopCreateRequest, type ShopListItem } from '@hanout/contract';
import { configFromEnv } from '../config';
import { pendingMigrations, type DatabaseHandle } from '../db/connect';
import { Problem } from '../lib/problems';
import { writeExportFiles } from '../modules/backups';
import { createShop, exportShop, listShops, resumeShop, suspendShop } from '../modules/shops';
import { openAppDatabase, refuseWithoutDatabase } from './app-database';

// `npm run shop -- <command>`: the operator's commands for the shops of an installation (the
// operator API, /api/operator/shops, does the same over HTTP). The app may keep running.
const USAGE = `Usage: npm run shop -- COMMAND
  create --code CODE --name NAME --admin-email EMAIL   opens a shop; prints its administrator's password once
  list                                                 every shop, its status, counts and last activity
  suspend --code CODE                                  its users cannot sign in; its data stays
  resume --code CODE                                   its users sign in again
  export --code CODE --to DIR                          its tables, its rows only, as CSV with a README`;

/** A refusal told as it is, exit status 1 (2 for a command written wrong). */
class Refused extends Error {
  constructor(
    message: string,
    readonly status = 1,
  ) {
    super(message);
  }
}

let command: string | undefined;
let options: { code?: string; name?: string; 'admin-email'?: string; to?: string };
try {
  const parsed = parseArgs({
    allowPositionals: true,
    options: { code: { type: 'string' }, name: { type: 'string' }, 'admin-email': { type: 'string' }, to: { type: 'string' } },
  });
  [command] = parsed.positionals;
  options = parsed.values;
  if (parsed.positionals.length !== 1) throw new Error(command ? `One command at a time, not: ${parsed.positionals.join(' ')}` : '');
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`.trim());
  process.exit(2);
}

/** The shop's code, as the operator API takes it. */
function codeOption(): string {
  if (!options.code) throw new Refused(`--code is required.\n${USAGE}`, 2);
  const parsed = shopCode.safeParse(options.code);
  if (!parsed.success) throw new Refused(parsed.error.issues[0].message, 2);
  return parsed.data;
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);

function printShops(shops: ShopListItem[]) {
  const columns = ['CODE', 'STATUS', 'USERS', 'PRODUCTS', 'CUSTOMERS', 'INVOICES', 'GRNS', 'LAST ACTIVITY', 'NAME'];
  const widths = [Math.max(4, ...shops.map((shop) => shop.code.length)), 9, 6, 9, 10, 9, 6, 25, 0];
  console.log(columns.map((column, index) => pad(column, widths[index])).join(' '));
  for (const shop of shops) {
    const { users, products, customers, invoices, grns } = shop.counts;
    const cells = [shop.code, shop.status, users, products, customers, invoices, grns, shop.lastActivityAt ?? '', shop.name];
    console.log(cells.map((cell, index) => pad(cell, widths[index])).join(' '));
  }
}

async function run({ db }: DatabaseHandle, config: ReturnType<typeof configFromEnv>) {
  switch (command) {
    case 'create': {
      const request = shopCreateRequest.safeParse({ code: options.code, name: options.name, adminEmail: options['admin-email'] });
      if (!request.success) {
        const problems = request.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
        throw new Refused(`${problems.join('\n')}\n${USAGE}`, 2);
      }
      const shop = await createShop(db, request.data);
      console.log(
        `Shop ${shop.code} (${shop.name}) opened, id ${shop.id}.\n` +
          `  Its administrator signs in with ${request.data.adminEmail.toLowerCase()} (or admin and the shop's code ${shop.code}).\n` +
          `  Password: ${shop.adminPassword}\n  It is printed only now: note it.`,
      );
      return;
    }
    case 'list':
      return printShops(await listShops(db));
    case 'suspend': {
      const shop = await suspendShop(db, codeOption());
      return console.log(`Shop ${shop.code} (${shop.name}) is suspended: its users cannot sign in; its data stays.`);
    }
    case 'resume': {
      const shop = await resumeShop(db, codeOption());
      return console.log(`Shop ${shop.code} (${shop.name}) is active: its users sign in again.`);
    }
    case 'export': {
      const code = codeOption();
      if (!options.to) throw new Refused(`--to DIR is required.\n${USAGE}`, 2);
      const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), options.to);
      const { files } = await exportShop(db, config.dataDir, code);
      writeExportFiles(files, dir);
      return console.log(`Exported the shop ${code}: ${files.length - 1} files as CSV, with README.md, into ${dir}`);
    }
    default:
      throw new Refused(`Unknown command: ${command}\n${USAGE}`, 2);
  }
}

const config = configFromEnv();
refuseWithoutDatabase(config);
const database = openAppDatabase(config);
try {
  const { pending } = await pendingMigrations(database);
  if (pending.length)
    throw new Refused('The database is not up to date: start the app once (npm start) to upgrade it, then run this again.');
  await run(database, config);
} catch (error) {
  const known = error instanceof Refused || error instanceof Problem;
  console.error(known ? error.message : `The command failed: ${(error as Error).message}`);
  process.exitCode = error instanceof Refused ? error.status : 1;
} finally {
  await database.close();
}
