/**
 * Admin CLI for leads and subscribers: `npm run admin -- <command>`.
 *
 *   export leads|subscribers [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv] [--bom]
 *   erase <email>             delete every lead, subscription and queued mail of one address
 *   outbox                    mail outbox status (pending, sent, failed, oldest pending)
 *   unsubscribe-link <email>  the signed unsubscribe link of a subscriber
 *
 * Uses the same database as the server (DATA_DIR / DATABASE_URL). With the
 * embedded database, stop the server first: PGlite is opened by one process.
 * CSV is UTF-8 without a BOM; --bom adds one for spreadsheets that need it.
 * --to is inclusive (the whole day).
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { leadsCsv, subscribersCsv, UTF8_BOM } from "../server/admin/csv.ts";
import { unsubscribeUrl } from "../server/api/unsubscribe-token.ts";
import { loadConfig, unsubscribeSecret } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { createStore, type DateRange } from "../server/db/store.ts";

const usage = `Usage: npm run admin -- <command>
  export leads|subscribers [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv] [--bom]
  erase <email>
  outbox
  unsubscribe-link <email>`;

function day(value: string | undefined, name: string, endOfDay: boolean): Date | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`${name} must be YYYY-MM-DD`);
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`${name} is not a date`);
  return endOfDay ? new Date(date.getTime() + 24 * 60 * 60 * 1000) : date;
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      from: { type: "string" },
      to: { type: "string" },
      out: { type: "string" },
      bom: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [command, argument] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return command ? 0 : 1;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "pglite"),
    poolSize: 2,
  });
  const store = createStore(database.db);
  try {
    switch (command) {
      case "export": {
        const range: DateRange = {
          from: day(values.from, "--from", false),
          to: day(values.to, "--to", true),
        };
        let csv: string;
        if (argument === "leads") csv = leadsCsv(await store.leads(range));
        else if (argument === "subscribers") {
          const secret = await unsubscribeSecret(config.dataDir);
          csv = subscribersCsv(await store.subscribers(range), (id) =>
            unsubscribeUrl(config.siteUrl, secret, id),
          );
        } else throw new Error("export what? leads or subscribers");
        const text = values.bom ? UTF8_BOM + csv : csv;
        if (values.out) await writeFile(values.out, text, "utf8");
        else process.stdout.write(text);
        return 0;
      }
      case "erase": {
        if (!argument?.includes("@")) throw new Error("erase needs an e-mail address");
        const erased = await store.erase(argument);
        console.log(
          `Erased ${erased.submissions} lead(s), ${erased.subscribers} subscription(s) and ${erased.mails} queued mail(s).`,
        );
        return 0;
      }
      case "outbox": {
        const status = await store.outboxStatus();
        console.log(
          [
            `pending: ${status.pending}`,
            `sent: ${status.sent}`,
            `failed: ${status.failed}`,
            `oldest pending: ${status.oldestPending?.toISOString() ?? "—"}`,
            `mail: ${config.smtpUrl ? "on" : "off (SMTP_URL not set)"}`,
          ].join("\n"),
        );
        return 0;
      }
      case "unsubscribe-link": {
        const id = argument ? await store.subscriberId(argument) : undefined;
        if (!id) throw new Error("no subscriber with that address");
        console.log(unsubscribeUrl(config.siteUrl, await unsubscribeSecret(config.dataDir), id));
        return 0;
      }
      default:
        console.error(usage);
        return 1;
    }
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
