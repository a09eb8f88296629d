/**
 * Client logos for the home clients carousel, under public/clients/. The ones
 * shipped are samples: made-up local brands whose logos we drew
 * (`sample: true`), shown under a heading that says so. A real client's logo
 * goes here only with the client's recorded consent (`consentRecorded`).
 * Edited in content/entries/clients.json, checked at build time
 * (content/clients.schema.ts).
 */

import type { Client, ClientsFile } from "./clients.schema.ts";
import clientsFile from "./entries/clients.json" with { type: "json" };
import { fieldOf } from "./entries.ts";

export type { Client };

export const clients: readonly Client[] = fieldOf<ClientsFile, "clients">(clientsFile, "clients");
