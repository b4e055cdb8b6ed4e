import { ListingLimits } from "@saheli/core/listings";
import { X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { Input } from "@/components/ui/input";
import { useMarketplaceT } from "../i18n";

type Props = { value: string[]; onChange: (tags: string[]) => void };

/** Tags as chips: Enter or a comma adds what she typed; Backspace in an empty box takes the last one back. */
export function TagsInput({ value, onChange }: Props) {
  const { t } = useMarketplaceT();
  const [typed, setTyped] = useState("");
  const commit = () => {
    const tag = typed.trim().replace(/^#/, "").toLowerCase().slice(0, ListingLimits.tagMax);
    if (tag && !value.includes(tag) && value.length < ListingLimits.tagsMax) onChange([...value, tag]);
    setTyped("");
  };
  const key = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      commit();
    } else if (event.key === "Backspace" && typed === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor="listing-tags" className="font-medium text-sm">
        {t("listingForm.tags.label")}
      </label>
      {value.length > 0 && (
        <ul aria-label={t("listingForm.tags.list")} className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pr-1 pl-2.5 text-secondary-foreground text-xs"
            >
              #{tag}
              <button
                type="button"
                aria-label={t("listingForm.tags.remove", { tag })}
                className="rounded-full p-0.5 hover:bg-muted"
                onClick={() => onChange(value.filter((other) => other !== tag))}
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        id="listing-tags"
        placeholder={t("listingForm.tags.placeholder")}
        value={typed}
        onChange={(e) => setTyped(e.target.value.replace(",", ""))}
        onKeyDown={key}
        onBlur={commit}
      />
    </div>
  );
}
