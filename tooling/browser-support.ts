/**
 * The oldest browsers the site supports (docs/development.md, docs/decisions/0015-three-engines.md)
 * and the platform features it is built on, each either available in all of them
 * or with what the site does without it. browser-support.test.ts checks the list
 * against MDN's compatibility data.
 */

/** Oldest supported version per browser (MDN's names): iOS counts as Safari, every iOS browser being WebKit. */
export const oldestSupported = {
  chrome: 120,
  edge: 120,
  firefox: 128,
  safari: 17,
  safari_ios: 17,
} as const;

export type Browser = keyof typeof oldestSupported;

export interface PlatformFeature {
  /** MDN's compatibility key, e.g. "html.global_attributes.popover". */
  bcd: string;
  /** Where the site relies on it. */
  use: string;
  /**
   * What a supported browser without it shows instead. Absent: every supported
   * browser must have the feature.
   */
  without?: string;
}

export const platformFeatures: readonly PlatformFeature[] = [
  {
    bcd: "html.global_attributes.popover",
    use: "the phone menu opens as a popover, with no script (app/components/layout/mobile-menu.tsx)",
  },
  {
    bcd: "html.elements.button.popovertarget",
    use: "the menu button and the close button name the popover they toggle",
  },
  {
    bcd: "css.selectors.popover-open",
    use: "the page under the open menu stays still (app.css)",
  },
  {
    bcd: "css.selectors.has",
    use: "the FAQ and filter rules that work without a script, the menu's scroll lock",
  },
  {
    bcd: "css.at-rules.media.scripting",
    use: "controls that need the app are hidden when scripts are off (the noscript: variant)",
  },
  {
    bcd: "html.global_attributes.inert",
    use: "the page behind an open panel is out of reach (modal-panel.ts)",
  },
  {
    bcd: "css.types.length.viewport_percentage_units_dynamic",
    use: "the menu panel is as tall as the visible screen (h-dvh)",
  },
  {
    bcd: "css.at-rules.property",
    use: "the room kept for the cookie banner (--cookie-banner-space)",
  },
  {
    bcd: "html.elements.details.name",
    use: "the services accordion and the home service cards keep one part open at a time",
    without:
      "Firefox 128–129 and Safari 17.0–17.1 open several parts at once; each still opens and closes",
  },
  {
    bcd: "css.properties.content-visibility",
    use: "sections far down the home page are laid out only when near (render-when-near)",
    without:
      "Safari 17 lays out every section at once: a slower first render, the same page; jumps to a section land where they should",
  },
  {
    bcd: "css.properties.text-wrap.balance",
    use: "headings' lines are balanced (text-balance)",
    without: "Safari 17.0–17.4 wraps headings the usual way",
  },
  {
    bcd: "api.Window.requestIdleCallback",
    use: "work nobody waits for runs when the browser is idle (app/hooks/when-idle.ts)",
    without: "Safari runs it after a fixed delay instead",
  },
  {
    bcd: "api.HTMLCanvasElement.transferControlToOffscreen",
    use: "the hero's particles are drawn in a worker, except in WebKit, whose page process crashed while a worker drew: the page draws them there",
  },
];
