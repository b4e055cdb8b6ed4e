import { zodResolver } from "@hookform/resolvers/zod";
import { broadcastSchema } from "@saheli/core/contracts/notifications";
import { NotificationLimits } from "@saheli/core/notifications";
import { ArrowLeft, Megaphone, ShieldAlert } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/lib/session/use-session";
import { useSendBroadcast } from "../api/broadcast";
import { useNotificationsT } from "../i18n";

/** /admin/broadcast: an admin sends an announcement that everyone signed in sees at once. */
export function Component() {
  const session = useSession();
  const { t } = useNotificationsT();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description={t("broadcast.signIn")} />;
  }
  return (
    <>
      <title>{t("broadcast.title")}</title>
      <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-6 lg:py-12">
        <Button asChild variant="link" className="justify-self-start">
          <Link to="/">
            <ArrowLeft aria-hidden /> {t("broadcast.back")}
          </Link>
        </Button>
        {session.profile.role === "A" ? (
          <BroadcastForm />
        ) : (
          <EmptyState
            icon={ShieldAlert}
            headingLevel="h1"
            title={t("broadcast.adminsOnly")}
            description={t("broadcast.adminsOnlyText")}
          />
        )}
      </div>
    </>
  );
}

type Values = z.input<typeof broadcastSchema>;

function BroadcastForm() {
  const { t } = useNotificationsT();
  const send = useSendBroadcast();
  const form = useForm<Values>({
    resolver: zodResolver(broadcastSchema),
    defaultValues: { title: "", message: "", action_url: "", priority: "normal" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    send.mutateAsync(broadcastSchema.parse(values)).then(
      ({ recipients }) => {
        toast.success(t("broadcast.sent"), {
          description: t("broadcast.delivered", { count: recipients }),
        });
        form.reset();
      },
      (error: Error) => toast.error(t("broadcast.failed"), { description: error.message }),
    ),
  );
  return (
    <>
      <header>
        <h1 className="flex items-center gap-2 font-display font-semibold text-3xl text-foreground">
          <Megaphone aria-hidden className="size-7 text-primary" /> {t("broadcast.heading")}
        </h1>
        <p className="mt-2 text-muted-foreground">{t("broadcast.intro")}</p>
      </header>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-4 rounded-2xl bg-card p-5 shadow-card ring-1 ring-border"
      >
        <Field id="broadcast-title" label={t("broadcast.titleLabel")} error={errors.title?.message}>
          <Input
            {...fieldAria("broadcast-title", errors.title?.message)}
            maxLength={NotificationLimits.broadcastTitleMax}
            {...form.register("title")}
          />
        </Field>
        <Field id="broadcast-message" label={t("broadcast.messageLabel")} error={errors.message?.message}>
          <Textarea
            {...fieldAria("broadcast-message", errors.message?.message)}
            maxLength={NotificationLimits.broadcastMessageMax}
            {...form.register("message")}
          />
        </Field>
        <Field
          id="broadcast-link"
          label={t("broadcast.linkLabel")}
          error={errors.action_url?.message}
          hint={t("broadcast.linkHint")}
        >
          <Input
            {...fieldAria("broadcast-link", errors.action_url?.message, true)}
            {...form.register("action_url")}
          />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-destructive"
            onChange={(event) => form.setValue("priority", event.target.checked ? "urgent" : "normal")}
          />
          {t("broadcast.urgent")}
        </label>
        <Button type="submit" loading={send.isPending} className="justify-self-start">
          {t("broadcast.send")}
        </Button>
      </form>
    </>
  );
}
