import { describe, expect, it } from "vitest";
import { checkReadiness, createReadinessCheck, type ReadinessSources } from "./readiness.ts";

const expectedMigrations = ["0001_forms.sql", "0002_outbox.sql"];

function sources(overrides: Partial<ReadinessSources> = {}): ReadinessSources {
  return {
    database: {
      ping: async () => {},
      appliedMigrations: async () => [...expectedMigrations],
    },
    expectedMigrations,
    worker: { alive: () => true },
    stopping: () => false,
    ...overrides,
  };
}

describe("readiness", () => {
  it("is ready when the database answers, every migration is applied and mail moves", async () => {
    expect(await checkReadiness(sources())).toEqual({
      status: "ready",
      checks: { database: "ok", migrations: "ok", mail: "ok" },
    });
  });

  it("is not ready while the database does not answer", async () => {
    const down = async () => {
      throw new Error("connection refused");
    };
    expect(
      await checkReadiness(sources({ database: { ping: down, appliedMigrations: down } })),
    ).toEqual({
      status: "not ready",
      checks: { database: "unreachable", migrations: "unknown", mail: "ok" },
    });
  });

  it("is not ready while a migration of this release is missing", async () => {
    const readiness = await checkReadiness(
      sources({
        database: { ping: async () => {}, appliedMigrations: async () => ["0001_forms.sql"] },
      }),
    );
    expect(readiness.status).toBe("not ready");
    expect(readiness.checks.migrations).toBe("pending");
  });

  it("accepts migrations a newer release applied beside this one's", async () => {
    const readiness = await checkReadiness(
      sources({
        database: {
          ping: async () => {},
          appliedMigrations: async () => [...expectedMigrations, "0009_later.sql"],
        },
      }),
    );
    expect(readiness.status).toBe("ready");
  });

  it("is not ready when the mail worker has stalled, and ready with mail off", async () => {
    expect(await checkReadiness(sources({ worker: { alive: () => false } }))).toMatchObject({
      status: "not ready",
      checks: { mail: "stalled" },
    });
    expect(await checkReadiness(sources({ worker: undefined }))).toMatchObject({
      status: "ready",
      checks: { mail: "off" },
    });
  });

  it("says stopping once the instance has begun to shut down", async () => {
    expect((await checkReadiness(sources({ stopping: () => true }))).status).toBe("stopping");
  });

  it("asks the database at most once a second however often it is asked, while stopping and mail are read at once", async () => {
    let now = 0;
    let queries = 0;
    let stopping = false;
    let alive = true;
    const check = createReadinessCheck(
      sources({
        database: {
          ping: async () => {
            queries++;
          },
          appliedMigrations: async () => {
            queries++;
            return [...expectedMigrations];
          },
        },
        worker: { alive: () => alive },
        stopping: () => stopping,
      }),
      { cacheMs: 1000, now: () => now },
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => check()));
    expect(answers.every((answer) => answer.status === "ready")).toBe(true);
    expect(queries).toBe(2);
    now = 999;
    await check();
    expect(queries).toBe(2);
    alive = false;
    expect(await check()).toMatchObject({ status: "not ready", checks: { mail: "stalled" } });
    stopping = true;
    expect((await check()).status).toBe("stopping");
    expect(queries).toBe(2);
    now = 1000;
    await check();
    expect(queries).toBe(4);
  });
});
