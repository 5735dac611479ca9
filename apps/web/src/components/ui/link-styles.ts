/**
 * The look of every button, and of links that act as buttons, in one place. Text on the filled variants keeps
 * at least 4.5:1 against its fill (WCAG 1.4.3), in both themes.
 */
export type ButtonVariant = "primary" | "secondary" | "danger" | "dangerOutline" | "success" | "ghost";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed";

const sizes = { md: "px-4 py-2.5", sm: "px-3 py-2" } as const;

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60",
  secondary:
    "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  danger: "bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/60",
  dangerOutline:
    "border border-red-300 bg-white text-red-700 hover:bg-red-50 disabled:opacity-60 dark:border-red-500/50 dark:bg-transparent dark:text-red-300 dark:hover:bg-red-500/10",
  success: "bg-emerald-700 text-white hover:bg-emerald-800 disabled:bg-emerald-700/60",
  ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
};

export function buttonClass(variant: ButtonVariant = "primary", size: keyof typeof sizes = "md"): string {
  return `${base} ${sizes[size]} ${variants[variant]}`;
}

export const primaryLinkClass = buttonClass("primary");
export const secondaryLinkClass = buttonClass("secondary");

/** Calls to action on the brand-coloured home sections: a white button, larger for the closing call, or outlined. */
export const onBrandLinkClass = {
  solid: "rounded-lg bg-white px-6 py-3 font-semibold text-brand-700 shadow-lg transition hover:bg-brand-50",
  large: "rounded-lg bg-white px-8 py-3.5 text-lg font-semibold text-brand-700 shadow-lg transition hover:bg-brand-50",
  outline: "rounded-lg border border-white/70 px-6 py-3 font-semibold text-white transition hover:bg-white/10",
} as const;
