import type { HelpCentre } from "@saheli/core/contracts/support";
import { Mail, MessageCircleQuestion, Scale, Ticket } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useSupportT } from "../i18n";
import { openSupportTicket } from "../lib/open-ticket";

/** Ways to reach a person: a ticket, e-mail, and the grievance officer (E-Commerce Rules 2020, rule 4(4)). */
export function ContactOptions({ contact, signedIn }: { contact: HelpCentre["contact"]; signedIn: boolean }) {
  const { t } = useSupportT();
  return (
    <section aria-labelledby="contact-title" className="grid gap-4">
      <h2 id="contact-title" className="font-display font-semibold text-xl">
        {t("contact.heading")}
      </h2>
      <div className="grid gap-3 md:grid-cols-3">
        <div className="grid content-start gap-2 rounded-2xl border border-border bg-card p-4">
          <MessageCircleQuestion aria-hidden className="size-6 text-primary" />
          <h3 className="font-semibold">{t("talk")}</h3>
          <p className="text-muted-foreground text-sm">
            {t("contact.talkText", { hours: contact.respond_within_hours })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => openSupportTicket()}>{t("talk")}</Button>
            {signedIn && (
              <Button asChild variant="ghost">
                <Link to="/support/tickets">
                  <Ticket aria-hidden /> {t("contact.myRequests")}
                </Link>
              </Button>
            )}
          </div>
        </div>
        <div className="grid content-start gap-2 rounded-2xl border border-border bg-card p-4">
          <Mail aria-hidden className="size-6 text-primary" />
          <h3 className="font-semibold">{t("contact.emailHeading")}</h3>
          <p className="text-muted-foreground text-sm">{t("contact.emailHours")}</p>
          <a
            className="break-all font-medium text-primary underline underline-offset-2"
            href={`mailto:${contact.support_email}`}
          >
            {contact.support_email}
          </a>
        </div>
        <div className="grid content-start gap-2 rounded-2xl border border-border bg-card p-4">
          <Scale aria-hidden className="size-6 text-primary" />
          <h3 className="font-semibold">{t("contact.grievanceHeading")}</h3>
          <p className="text-muted-foreground text-sm">{t("contact.grievanceText")}</p>
          <p className="font-medium">{contact.grievance_officer.name}</p>
          <a
            className="break-all font-medium text-primary underline underline-offset-2"
            href={`mailto:${contact.grievance_officer.email}`}
          >
            {contact.grievance_officer.email}
          </a>
        </div>
      </div>
    </section>
  );
}
