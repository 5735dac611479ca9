import type { ReactNode } from "react";

const labelWeights = { semibold: "font-semibold", medium: "font-medium" } as const;

/**
 * One labelled fact of a description list (`<dl>`): the small caps label (semibold, or medium where the values
 * carry the weight), then its `<dd>` values.
 */
export function Fact({
  label,
  labelWeight = "semibold",
  className,
  children,
}: {
  label: string;
  labelWeight?: keyof typeof labelWeights;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className={`text-xs ${labelWeights[labelWeight]} uppercase tracking-wide text-slate-500 dark:text-slate-400`}>
        {label}
      </dt>
      {children}
    </div>
  );
}
