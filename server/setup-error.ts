/**
 * A problem with how the server or the admin CLI was started (configuration,
 * a database folder in use, an unusable secret). Its message is written for
 * the person starting it, says what to do, and never holds request data, so
 * it is printed as it is.
 */
export class SetupError extends Error {
  override name = "SetupError";
}
