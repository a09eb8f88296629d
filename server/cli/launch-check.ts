/**
 * `npm run launch-check`: lists every sample the site still shows, every client
 * logo or testimonial without a recorded consent, and every production setting
 * left unset, and exits with 1 while anything is left. Run it with the
 * environment of the production build and server.
 */
import { formatReport, launchReport } from "../launch-check.ts";

const report = launchReport(process.env);
process.stdout.write(formatReport(report));
process.exitCode = report.ready ? 0 : 1;
