import { describe, expect, it } from "vitest";
import { teamMemberSchema } from "./team.schema.ts";
import { team } from "./team.ts";

const member = team[0];

function withImage(image: string) {
  if (!member) throw new Error("the team is empty");
  return teamMemberSchema.safeParse({ ...member, image });
}

describe("a team member's portrait", () => {
  it.each([
    "/team/tomasz-nowicki.svg",
    "/team/tomasz-nowicki.jpg",
    "/team/karolina_zielinska-2026.jpeg",
    "/team/portrait.webp",
    "/team/portrait.png",
    "/team/portrait.avif",
  ])("may be the drawn series or an uploaded photo: %s", (image) => {
    expect(withImage(image).success).toBe(true);
  });

  it.each([
    "/images/uploads/tomasz.jpg",
    "/team/Tomasz.JPG",
    "/team/portrait.gif",
    "/team/sub/portrait.jpg",
    "https://example.com/team/portrait.jpg",
  ])("is refused outside /team/ or in another form: %s", (image) => {
    expect(withImage(image).success).toBe(false);
  });
});
