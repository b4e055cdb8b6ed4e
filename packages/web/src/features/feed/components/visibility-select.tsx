import { POST_VISIBILITIES, type PostVisibility } from "@saheli/core/feed";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useFeedT } from "../i18n";

type Props = { id: string; value: PostVisibility; onChange: (value: PostVisibility) => void };

/** Doc 1 §2 'Who can see this?': Anyone, Connections only, Only you. */
export function VisibilitySelect({ id, value, onChange }: Props) {
  const { t } = useFeedT();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t("composer.whoCanSee")}</Label>
      <Select value={value} onValueChange={(v) => onChange(v as PostVisibility)}>
        <SelectTrigger id={id} className="w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {POST_VISIBILITIES.map((v) => (
            <SelectItem key={v} value={v}>
              {t(`visibility.${v}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
