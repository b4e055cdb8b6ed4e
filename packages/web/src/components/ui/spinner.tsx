import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

const sizeClasses = { sm: "size-4", md: "size-5", lg: "size-8" } as const;

export type SpinnerProps = Omit<ComponentProps<"span">, "children"> & {
  size?: keyof typeof sizeClasses;
  /** Read by screen readers ("Loading" in her language); `null` when the surrounding element already says it is busy. */
  label?: string | null;
};

export function Spinner({ size = "md", label, className, ...props }: SpinnerProps) {
  const { t } = useTranslation();
  const announced = label !== null;
  return (
    <span
      role={announced ? "status" : undefined}
      aria-hidden={announced ? undefined : true}
      className={cn("inline-flex shrink-0 items-center justify-center", className)}
      {...props}
    >
      <LoaderCircle aria-hidden className={cn("animate-spin", sizeClasses[size])} />
      {announced && <span className="sr-only">{label ?? t("ui.loading")}</span>}
    </span>
  );
}
