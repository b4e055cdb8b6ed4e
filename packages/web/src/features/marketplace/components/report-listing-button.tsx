import { LISTING_REPORT_REASONS, type ListingReportReason } from "@saheli/core/admin";
import { Flag } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useMemberGate } from "@/lib/session/member-gate";
import { useReportListing } from "../api/report-listing";
import { useMarketplaceT } from "../i18n";

/** "Report listing": a reason and optional details for the moderators; the seller is not told who. */
export function ReportListingButton({ listingId }: { listingId: string }) {
  const { t } = useMarketplaceT();
  const gate = useMemberGate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ListingReportReason | null>(null);
  const [details, setDetails] = useState("");
  const report = useReportListing(listingId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    report.mutate(
      { reason, details: details.trim() || undefined },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setOpen(false);
        },
      },
    );
  };
  return (
    <>
      <Button
        variant="link"
        size="sm"
        className="justify-self-start text-muted-foreground"
        onClick={() => {
          if (!gate.allow()) return;
          report.reset();
          setReason(null);
          setDetails("");
          setOpen(true);
        }}
      >
        <Flag aria-hidden /> {t("product.report.button")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t("product.report.title")}</DialogTitle>
              <DialogDescription>{t("product.report.description")}</DialogDescription>
            </DialogHeader>
            <fieldset className="grid gap-2">
              <legend className="sr-only">{t("product.report.reason")}</legend>
              {(Object.keys(LISTING_REPORT_REASONS) as ListingReportReason[]).map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="listing-report-reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="size-4 accent-primary"
                  />
                  {t(`product.report.reasons.${value}`)}
                </label>
              ))}
            </fieldset>
            <div className="grid gap-1.5">
              <Label htmlFor="listing-report-details">{t("product.report.details")}</Label>
              <Textarea
                id="listing-report-details"
                maxLength={500}
                value={details}
                onChange={(e) => setDetails(e.target.value)}
              />
            </div>
            {report.error && (
              <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-destructive text-sm">
                {report.error.message}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                {t("product.report.cancel")}
              </Button>
              <Button type="submit" disabled={!reason} loading={report.isPending}>
                {t("product.report.send")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
