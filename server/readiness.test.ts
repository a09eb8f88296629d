import { describe, expect, it } from "vitest";
import { checkReadiness, type ReadinessSources } from "./readiness.ts";

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
});
