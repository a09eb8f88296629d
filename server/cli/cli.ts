/**
 * Admin CLI for leads and subscribers: `npm run admin -- <command>`.
 *
 *   export leads|subscribers [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv] [--bom]
 *   erase <email>             delete every lead, subscription, discount code and mail of one address
 *   outbox                    mail outbox status (pending, sent, failed, oldest pending)
 *   unsubscribe-link <email>  the signed unsubscribe link of a subscriber
 *   code list                 every discount code: issued when, to whom, redeemed when
 *   code redeem <code>        mark a discount code used (once, while its holder is subscribed)
 *   purge                     delete what is past its retention period now (as the server does daily)
 *   backup <file>             the whole database into one file (see server/backup/)
 *   backup --into <dir> [--keep 14]   a dated backup in dir, keeping the newest 14
 *   restore <file>            into an empty PostgreSQL database, or in place of the
 *                             embedded one (kept beside it; the server must be stopped)
 *   publish [--root <dir>]    build the editor's newest commit into a new release and
 *                             switch to it if its checks pass (server/releases/publish.ts)
 *   rollback [--root <dir>]   back to the release before the current one
 *
 * Uses the server's configuration (DATA_DIR / DATABASE_URL, UNSUBSCRIBE_SECRET).
 * With the embedded database, stop the server first: PGlite is opened by one
 * process, and a second opener is refused with the holder's PID. A backup is
 * the exception: the running server takes it and hands it over.
 * CSV is UTF-8 without a BOM; --bom adds one for spreadsheets that need it.
 * --to is inclusive (the whole day). Files written with --out, or by the shell
 * from standard output, are readable by their owner only: they hold personal data.
 */
import { fchmodSync, fstatSync } from "node:fs";
import { chmod, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { unsubscribeUrl } from "../api/subscriber-links.ts";
import { backup, backupInto, restore } from "../backup/commands.ts";
import { loadConfig, type ServerConfig } from "../config.ts";
import { createOwnerOnly, guardDataFolder } from "../data-folder.ts";
import { openDatabase } from "../db/client.ts";
import { createStore, type DateRange, type Store } from "../db/store.ts";
import { normalizeDiscountCode } from "../discount-code.ts";
import { errorFields } from "../log.ts";
import { SetupError } from "../setup-error.ts";
import { readUnsubscribeSecret } from "../unsubscribe-secret.ts";
import { leadsCsv, subscribersCsv, UTF8_BOM } from "./csv.ts";
import { publishCommand, rollbackCommand } from "./release-commands.ts";

const usage = `Usage: npm run admin -- <command>
  export leads|subscribers [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv] [--bom]
  erase <email>
  outbox
  unsubscribe-link <email>
  code list
  code redeem <code>
  purge
  backup <file>
  backup --into <dir> [--keep 14]
  restore <file>
  publish [--root <dir>]
  rollback [--root <dir>]`;

const day10 = (date: Date) => date.toISOString().slice(0, 10);

/**
 * An export written to standard output that the shell redirected into a file
 * (`> leady.csv`) lands in a file the shell created with its own mode, often
 * readable by every user: the file is narrowed like one written with --out.
 */
function ownStandardOutputOnly(): void {
  const stdout = 1;
  if (!fstatSync(stdout).isFile()) return;
  try {
    fchmodSync(stdout, 0o600);
  } catch (error) {
    console.error(
      `Warning: could not make the output file readable by its owner only (${errorFields(error).code}); it holds personal data.`,
    );
  }
}

async function code(store: Store, action: string | undefined, input: string | undefined) {
  if (action === "list") {
    const codes = await store.discountCodes();
    if (codes.length === 0) console.log("No discount codes issued yet.");
    for (const entry of codes) {
      const state = entry.redeemedAt ? `redeemed ${day10(entry.redeemedAt)}` : "unused";
      console.log(
        `${entry.code}  issued ${day10(entry.issuedAt)}  ${state.padEnd(19)}  ${entry.email ?? "(unsubscribed)"}`,
      );
    }
    return;
  }
  if (action !== "redeem" || !input) throw new SetupError("code list, or code redeem <code>");
  const normalized = normalizeDiscountCode(input);
  if (!normalized)
    throw new SetupError(`"${input}" is not a discount code (12 characters, like K7QM-2VX9-SBR4)`);
  const outcome = await store.redeemCode(normalized);
  if (outcome.result === "unknown") throw new SetupError(`No code ${normalized} was issued.`);
  if (outcome.result === "unsubscribed") {
    throw new SetupError(
      `${normalized} is not valid: whoever it was issued to has unsubscribed (the offer's terms).`,
    );
  }
  const holders = outcome.emails.join(", ");
  if (outcome.result === "already-redeemed") {
    throw new SetupError(
      `${normalized} (${holders}) was already redeemed on ${day10(outcome.redeemedAt)}.`,
    );
  }
  console.log(`Redeemed ${normalized} (${holders}).`);
}

async function purge(store: Store, retention: ServerConfig["retention"]) {
  const purged = await store.purge(retention);
  console.log(
    `Deleted ${purged.leads} lead(s) older than ${retention.leadMonths} months, ${purged.mails} sent or failed mail(s) older than ${retention.mailDays} days, ${purged.unconfirmed} unconfirmed signup(s) older than ${retention.unconfirmedDays} days and ${purged.codes} discount code(s) of unsubscribed addresses issued over ${retention.codeMonths} months ago.`,
  );
}

async function backupCommand(
  config: ServerConfig,
  file: string | undefined,
  options: { into?: string; keep?: string },
) {
  if (options.into !== undefined) {
    const keep = Number(options.keep ?? "14");
    if (!Number.isInteger(keep) || keep < 1)
      throw new SetupError("--keep must be a whole number ≥ 1");
    const { file: written, deleted } = await backupInto(config, path.resolve(options.into), keep);
    console.log(`Backed up into ${written}; deleted ${deleted.length} older backup(s).`);
    return;
  }
  if (!file) throw new SetupError("backup needs a file, or --into <dir>");
  await backup(config, path.resolve(file));
  console.log(`Backed up into ${path.resolve(file)}.`);
}

function day(value: string | undefined, name: string, endOfDay: boolean): Date | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new SetupError(`${name} must be YYYY-MM-DD`);
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new SetupError(`${name} is not a date`);
  return endOfDay ? new Date(date.getTime() + 24 * 60 * 60 * 1000) : date;
}

function parseOptions(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        from: { type: "string" },
        to: { type: "string" },
        out: { type: "string" },
        bom: { type: "boolean", default: false },
        into: { type: "string" },
        keep: { type: "string" },
        root: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    // Unknown or malformed options: say which, and how to call it.
    throw new SetupError(`${error instanceof Error ? error.message : "bad options"}\n${usage}`);
  }
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseOptions(argv);
  const [command, argument, extra] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return command ? 0 : 1;
  }
  // Releases are read by the instances' user: not made owner-only, and no data folder.
  if (command === "publish") return publishCommand(values.root);
  if (command === "rollback") return rollbackCommand(values.root);
  createOwnerOnly();
  const config = loadConfig();
  await guardDataFolder(config.dataDir, {
    // Standard output may be the export itself.
    warn: (msg, fields) => console.error(`${msg}: ${fields?.dir} (was ${fields?.mode})`),
  });
  // These two work on the database as a whole, and without opening it here.
  if (command === "backup") {
    await backupCommand(config, argument, values);
    return 0;
  }
  if (command === "restore") {
    if (!argument) throw new SetupError("restore needs the backup file");
    const restored = await restore(config, argument);
    console.log(
      `Restored ${argument}: ${restored.leads} lead(s), ${restored.subscribers} subscriber(s).`,
    );
    if (restored.kept) console.log(`The database it replaced is kept in ${restored.kept}.`);
    return 0;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
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
          const secret = await readUnsubscribeSecret(config);
          csv = subscribersCsv(await store.subscribers(range), (id) =>
            unsubscribeUrl(config.siteUrl, secret, id),
          );
        } else throw new SetupError("export what? leads or subscribers");
        const text = values.bom ? UTF8_BOM + csv : csv;
        if (values.out) {
          await writeFile(values.out, text, { encoding: "utf8", mode: 0o600 });
          // The mode above applies to a new file only; an existing one is narrowed too.
          await chmod(values.out, 0o600);
        } else {
          ownStandardOutputOnly();
          process.stdout.write(text);
        }
        return 0;
      }
      case "erase": {
        if (!argument?.includes("@")) throw new SetupError("erase needs an e-mail address");
        const erased = await store.erase(argument);
        console.log(
          `Erased ${erased.submissions} lead(s), ${erased.subscribers} subscription(s), ${erased.codes} discount code(s) and ${erased.mails} queued mail(s).`,
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
            `mail: ${config.mail.smtpUrl ? "on" : "off (SMTP_URL not set)"}`,
          ].join("\n"),
        );
        return 0;
      }
      case "unsubscribe-link": {
        const id = argument ? await store.subscriberId(argument) : undefined;
        if (!id) throw new SetupError("no subscriber with that address");
        console.log(unsubscribeUrl(config.siteUrl, await readUnsubscribeSecret(config), id));
        return 0;
      }
      case "code":
        await code(store, argument, extra);
        return 0;
      case "purge":
        await purge(store, config.retention);
        return 0;
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
  // Database errors carry the statement's parameters (personal data): name and code only.
  const { error: name, code } = errorFields(error);
  console.error(
    error instanceof SetupError ? error.message : `Failed: ${name} ${code ?? ""}`.trim(),
  );
  process.exitCode = 1;
}
