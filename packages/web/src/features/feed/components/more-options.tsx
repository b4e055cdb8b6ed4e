import { useFeedT } from "../i18n";

type Props = {
  allowComments: boolean;
  allowReactions: boolean;
  onComments: (value: boolean) => void;
  onReactions: (value: boolean) => void;
};

/** Doc 1 §2 "More options": whether others may comment and react. */
export function MoreOptions({ allowComments, allowReactions, onComments, onReactions }: Props) {
  const { t } = useFeedT();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">{t("moreOptions.title")}</summary>
      <div className="mt-2 grid gap-2">
        {(
          [
            [t("moreOptions.comments"), allowComments, onComments],
            [t("moreOptions.reactions"), allowReactions, onReactions],
          ] as const
        ).map(([label, checked, onChange]) => (
          <label key={label} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={checked}
              onChange={(event) => onChange(event.target.checked)}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </div>
    </details>
  );
}
