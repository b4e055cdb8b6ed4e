import { Smile } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useFeedT } from "../i18n";

const EMOJI = [
  "😀",
  "😊",
  "😍",
  "🥳",
  "🙏",
  "👏",
  "💪",
  "🙌",
  "❤️",
  "🧡",
  "💛",
  "💚",
  "✨",
  "🌸",
  "🌼",
  "🪷",
  "🎉",
  "🎊",
  "🏆",
  "🎓",
  "💼",
  "🛍️",
  "🧵",
  "🪡",
  "👗",
  "🥻",
  "💍",
  "🍪",
  "☕",
  "📦",
  "🚚",
  "🇮🇳",
];

/** A small set of emoji for posts; each tap inserts one where she is typing. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const [open, setOpen] = useState(false);
  const { t } = useFeedT();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button type="button" variant="ghost" size="icon" aria-label={t("emoji.add")}>
          <Smile aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="grid w-72 grid-cols-8 gap-1 p-2">
        {EMOJI.map((emoji) => (
          <button
            key={emoji}
            type="button"
            aria-label={t("emoji.insert", { emoji })}
            onClick={() => {
              onPick(emoji);
              setOpen(false);
            }}
            className="flex size-8 items-center justify-center rounded-md text-xl hover:bg-muted"
          >
            {emoji}
          </button>
        ))}
      </PopoverContent>
    </Popover>
  );
}
