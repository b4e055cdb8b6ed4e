import { OTP_LENGTH } from "@saheli/core/auth";
import { OTPInput, REGEXP_ONLY_DIGITS, type SlotProps } from "input-otp";
import type { Ref } from "react";
import { cn } from "@/lib/cn";

type CodeInputProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onComplete: (value: string) => void;
  invalid: boolean;
  disabled?: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** Six boxes over one real input: typing, pasting "123 456" and SMS autofill all fill every box. */
export function CodeInput({ id, invalid, describedBy, inputRef, ...props }: CodeInputProps) {
  return (
    <OTPInput
      id={id}
      ref={inputRef}
      maxLength={OTP_LENGTH}
      pattern={REGEXP_ONLY_DIGITS}
      pasteTransformer={(pasted) => pasted.replace(/\D/g, "").slice(0, OTP_LENGTH)}
      inputMode="numeric"
      autoComplete="one-time-code"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      autoFocus
      containerClassName="flex items-center justify-center gap-2 has-[:disabled]:opacity-60"
      render={({ slots }) =>
        slots.map((slot, index) => (
          // The slots never reorder: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length, positional slots
          <Slot key={index} {...slot} invalid={invalid} />
        ))
      }
      {...props}
    />
  );
}

function Slot({ char, placeholderChar, isActive, hasFakeCaret, invalid }: SlotProps & { invalid: boolean }) {
  return (
    <div
      aria-hidden
      className={cn(
        "relative flex h-13 w-11 items-center justify-center rounded-xl border bg-card font-semibold text-foreground text-xl tabular-nums shadow-xs transition-[border-color,box-shadow] sm:w-12",
        invalid ? "border-destructive" : "border-input",
        isActive && "border-ring ring-3 ring-ring/20",
      )}
    >
      {char ?? <span className="text-muted-foreground/50">{placeholderChar}</span>}
      {hasFakeCaret && (
        <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <span className="h-6 w-px animate-pulse bg-foreground" />
        </span>
      )}
    </div>
  );
}
