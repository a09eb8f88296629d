import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta, Outlet } from "react-router";
import type { Organization, WithContext } from "schema-dts";
import { describe, expect, it } from "vitest";
import { jsonLd, localBusiness } from "./json-ld.ts";

function Head() {
  return (
    <>
      <Meta />
      <Outlet />
    </>
  );
}

function renderHead(meta: ReturnType<typeof jsonLd>[]): string {
  const Stub = createRoutesStub([{ path: "/", meta: () => meta, Component: Head }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("JSON-LD in the page head", () => {
  it("cannot be closed early by content that contains a script end tag", () => {
    const hostile: WithContext<Organization> = {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: 'Evil </script><script>alert("x")</script> & co',
    };
    const html = renderHead([jsonLd(hostile)]);
    const scripts = html.match(/<script[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(html).not.toContain("<script>alert");
    const body = scripts[0]?.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "") ?? "";
    expect(JSON.parse(body).name).toBe('Evil </script><script>alert("x")</script> & co');
  });

  it("describes the agency as a local business in Szczecin with opening hours and service radius", () => {
    const business = JSON.parse(JSON.stringify(localBusiness("Agencja"))) as Record<
      string,
      unknown
    >;
    expect(business["@type"]).toBe("LocalBusiness");
    expect(JSON.stringify(business)).toContain('"addressLocality":"Szczecin"');
    expect(JSON.stringify(business)).toContain('"geoRadius":50000');
    expect(JSON.stringify(business)).toContain('"opens":"09:00"');
    expect(JSON.stringify(business)).toContain('"currenciesAccepted":"PLN"');
  });
});
