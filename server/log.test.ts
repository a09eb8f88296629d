import { describe, expect, it } from "vitest";
import { errorFields } from "./log.ts";

describe("logged errors", () => {
  it("keep the class name and the code found along the causes, never the message", () => {
    class DrizzleQueryError extends Error {}
    const cause = Object.assign(new Error("duplicate key value"), { code: "23505" });
    const error = new DrizzleQueryError("Failed query: insert … params: Jan Kowalski,jan@x.pl", {
      cause,
    });
    expect(errorFields(error)).toEqual({ error: "DrizzleQueryError", code: "23505" });
    expect(JSON.stringify(errorFields(error))).not.toContain("jan@x.pl");
    expect(errorFields(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toEqual({
      error: "Error",
      code: "ECONNREFUSED",
    });
    expect(errorFields(new TypeError("bad"))).toEqual({ error: "TypeError" });
    expect(errorFields("a string with jan@x.pl")).toEqual({ error: "string" });
  });

  it("drops a code that is not a short token", () => {
    const error = Object.assign(new Error("x"), { code: "550 <jan@x.pl> rejected" });
    expect(errorFields(error)).toEqual({ error: "Error" });
  });
});
