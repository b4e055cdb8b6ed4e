import { Mail, Phone, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { useAccountT } from "../i18n";

type AccountDetailsProps = { name: string; username: string; email: string | null; phone: string | null };

function Row({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  const { t } = useAccountT();
  return (
    <div className="flex items-center gap-3 px-5 py-4">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-muted-foreground text-xs">{label}</dt>
        <dd className="truncate font-medium text-foreground">
          {value ?? <span className="font-normal text-muted-foreground">{t("details.notAdded")}</span>}
        </dd>
      </div>
    </div>
  );
}

/** The 'Account' section: who she is and the addresses she signs in with. */
export function AccountDetails({ name, username, email, phone }: AccountDetailsProps) {
  const { t } = useAccountT();
  return (
    <section aria-labelledby="account-details-title" className="grid gap-3">
      <div>
        <h2 id="account-details-title" className="font-display font-semibold text-foreground text-xl">
          {t("details.title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("details.intro")}</p>
      </div>
      <dl className="divide-y divide-border rounded-2xl border border-border bg-card shadow-card">
        <Row
          icon={<UserRound aria-hidden className="size-4" />}
          label={t("details.name")}
          value={name || `@${username}`}
        />
        <Row icon={<Mail aria-hidden className="size-4" />} label={t("details.email")} value={email} />
        <Row icon={<Phone aria-hidden className="size-4" />} label={t("details.phone")} value={phone} />
      </dl>
    </section>
  );
}
