import { emailDomainSuggestions } from "@saheli/core/auth";
import { type KeyboardEvent, type Ref, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useAuthT } from "../i18n";

type EmailFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  invalid: boolean;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
};

/**
 * The e-mail input with domain completion (doc 2 "Sign-in modal"): a combobox whose listbox offers
 * `name@gmail.com` and friends. Arrows move, Enter or Tab accepts, Escape closes the list.
 */
export function EmailField(props: EmailFieldProps) {
  const { id, value, onChange, describedBy, invalid, inputRef, autoFocus } = props;
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(0);
  const suggestions = emailDomainSuggestions(value);
  const open = focused && !dismissed && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const { t } = useAuthT();

  const change = (next: string) => {
    onChange(next);
    setDismissed(false);
    setActive(0);
  };
  const accept = (suggestion: string) => {
    onChange(suggestion);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    const chosen = suggestions[active];
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((active + step + suggestions.length) % suggestions.length);
    } else if ((event.key === "Enter" || event.key === "Tab") && chosen) {
      event.preventDefault();
      accept(chosen);
    } else if (event.key === "Escape") {
      setDismissed(true);
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        ref={inputRef}
        type="email"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
        value={value}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        autoFocus={autoFocus}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t("identify.emailSuggestions")}
        hidden={!open}
        className="absolute inset-x-0 top-full z-10 mt-1 overflow-hidden rounded-xl border border-border bg-popover p-1 shadow-raised"
      >
        {suggestions.map((suggestion, index) => (
          // Keys are handled by the input (aria-activedescendant), as the combobox pattern asks.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the focused input handles the keyboard
          <div
            key={suggestion}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            // Keep focus in the input so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => accept(suggestion)}
            className={cn(
              "cursor-pointer truncate rounded-lg px-3 py-2 text-sm",
              index === active ? "bg-primary-soft text-secondary-foreground" : "text-foreground",
            )}
          >
            {suggestion.slice(0, suggestion.indexOf("@") + 1)}
            <span className="font-semibold">{suggestion.slice(suggestion.indexOf("@") + 1)}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
