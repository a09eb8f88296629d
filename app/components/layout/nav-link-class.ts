/** The look of a main-navigation link, in the header and in the mobile menu. */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "text-accent" : "text-fg/85 hover:text-fg"
  }`;
