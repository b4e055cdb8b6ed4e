import type { HelpCentre } from "@saheli/core/contracts/support";
import { Mail, MessageCircleQuestion, Scale, Ticket } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { openSupportTicket } from "../lib/open-ticket";

/** Ways to reach a person: a ticket, e-mail, and the grievance officer (E-Commerce Rules 2020, rule 4(4)). */
export function ContactOptions({ contact, signedIn }: { contact: HelpCentre["contact"]; signedIn: boolean }) {
  return (
    <section aria-labelledby="contact-title" className="grid gap-4">
      <h2 id="contact-title" className="font-display font-semibold text-xl">
        Still need help?
      </h2>
      <div className="grid gap-3 md:grid-cols-3">
        <div className="grid content-start gap-2 rounded-2xl border border-border bg-card p-4">
          <MessageCircleQuestion aria-hidden className="size-6 text-primary" />
          <h3 className="font-semibold">Talk to a person</h3>
          <p className="text-muted-foreground text-sm">
            Write to Saheli's support team. We reply within {contact.respond_within_hours} hours and resolve
            every request within a month.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => openSupportTicket()}>Talk to a person</Button>
            {signedIn && (
              <Button asChild variant="ghost">
                <Link to="/support/tickets">
                  <Ticket aria-hidden /> My requests
                </Link>
              </Button>
            )}
          </div>
        </div>
        <div className="grid content-start gap-2 rounded-2xl border border-border bg-card p-4">
          <Mail aria-hidden className="size-6 text-primary" />
          <h3 className="font-semibold">E-mail us</h3>
          <p className="text-muted-foreground text-sm">Mon–Fri, 9 AM–9 PM IST.</p>
          <a
            className="break-all font-medium text-primary underline underline-offset-2"
            href={`mailto:${contact.support_email}`}
          >
            {contact.support_email}
          </a>
        </div>
        <div className="grid content-start gap-2 rounded-2xl border border-border bg-card p-4">
          <Scale aria-hidden className="size-6 text-primary" />
          <h3 className="font-semibold">Grievance officer</h3>
          <p className="text-muted-foreground text-sm">
            If a request was not resolved to your satisfaction, write to our grievance officer under India's
            Consumer Protection (E-Commerce) Rules, 2020. Complaints are acknowledged within 48 hours and
            resolved within a month.
          </p>
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
