import { describe, expect, it } from "vitest";
import {
  confirmUrl,
  subscriberToken,
  unsubscribeUrl,
  verifySubscriberToken,
} from "./subscriber-links.ts";

const secret = "s".repeat(48);
const id = "0b6f1c9e-8a52-4d7e-9f3c-2a1b5c6d7e8f";
const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

describe("signed subscriber links", () => {
  it("name their subscriber for their own purpose", () => {
    const site = "https://odracreative.pl";
    expect(
      verifySubscriberToken(secret, "unsubscribe", tokenOf(unsubscribeUrl(site, secret, id))),
    ).toBe(id);
    expect(
      verifySubscriberToken(secret, "confirm", tokenOf(confirmUrl(site, secret, id, "en"))),
    ).toBe(id);
    expect(new URL(confirmUrl(site, secret, id, "en")).searchParams.get("lang")).toBe("en");
  });

  it("do nothing for the other purpose", () => {
    expect(
      verifySubscriberToken(secret, "confirm", subscriberToken(secret, "unsubscribe", id)),
    ).toBeUndefined();
    expect(
      verifySubscriberToken(secret, "unsubscribe", subscriberToken(secret, "confirm", id)),
    ).toBeUndefined();
  });

  it("refuse another secret, another subscriber and anything malformed", () => {
    const token = subscriberToken(secret, "confirm", id);
    expect(verifySubscriberToken("t".repeat(48), "confirm", token)).toBeUndefined();
    const otherId = id.replace("0b6f", "0b70");
    expect(
      verifySubscriberToken(secret, "confirm", `${otherId}.${token.split(".")[1]}`),
    ).toBeUndefined();
    const lastChanged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of ["", id, `${id}.`, `${token}x`, token.slice(0, -1), lastChanged]) {
      expect(verifySubscriberToken(secret, "confirm", bad)).toBeUndefined();
    }
  });
});
