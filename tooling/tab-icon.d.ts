/** A drawing rendered as the tab icon's PNG data URL (tooling/tab-icon-plugin.ts). */
declare module "*?tab-icon" {
  const dataUrl: string;
  export default dataUrl;
}
