import { redirect } from "react-router";
import { redirectTarget } from "#shared/redirects.ts";
import type { Route } from "./+types/legacy-redirect";

function moved(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`${redirectTarget(url.pathname) ?? "/"}${url.search}`, 301);
}

/** Old service URLs. The HTTP server answers them with 301 before React renders anything. */
export function loader({ request }: Route.LoaderArgs) {
  throw moved(request);
}

/** In-app links to old URLs land on the new page without a server round trip. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  throw moved(request);
}

export default function LegacyRedirect() {
  return null;
}
