import type { OtpChannel } from "@saheli/core/auth";
import type { SignInResponse } from "@saheli/core/contracts/auth";
import { Sparkles, Users } from "lucide-react";
import { useState } from "react";
import { Trans } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useAuthT } from "../i18n";
import { CodeStep } from "./code-step";
import type { CodeRequest } from "./identifier-form";
import { type Drafts, IdentifyStep } from "./identify-step";
import { SignInTerms } from "./sign-in-terms";

type SignInFlowProps = {
  /** A new visitor (Create Account) is invited to join; anyone else is welcomed to sign in. */
  joining: boolean;
  /** Where to land afterwards; OAuth providers carry it through their round trip. */
  returnTo: string;
  onSignedIn: (session: SignInResponse) => void;
};

/**
 * The sign-in modal's content (doc 2 §4 "One-time code flow"): idle, then code sent, then verified.
 * Its state lives here, so closing the dialog (which unmounts it) resets the flow.
 */
export function SignInFlow({ joining, returnTo, onSignedIn }: SignInFlowProps) {
  const [channel, setChannel] = useState<OtpChannel>("email");
  const [drafts, setDrafts] = useState<Drafts>({ email: "", sms: "" });
  const [request, setRequest] = useState<CodeRequest | null>(null);
  const { t } = useAuthT();

  return (
    <>
      {request ? (
        <DialogHeader className="items-center pr-0 text-center">
          <DialogTitle>
            {request.channel === "email" ? t("flow.checkEmail") : t("flow.checkPhone")}
          </DialogTitle>
          <DialogDescription>
            <Trans
              t={t}
              i18nKey="flow.sentTo"
              values={{ destination: request.response.destination }}
              components={{ strong: <strong className="text-foreground" /> }}
            />
          </DialogDescription>
        </DialogHeader>
      ) : (
        <DialogHeader className="items-center pr-0 text-center">
          <DialogTitle className="text-2xl">{joining ? t("flow.join") : t("flow.signInOrJoin")}</DialogTitle>
          <DialogDescription>{t("flow.tagline")}</DialogDescription>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <Badge variant="secondary" size="md">
              <Users aria-hidden /> {t("flow.members")}
            </Badge>
            <Badge variant="success" size="md">
              <Sparkles aria-hidden /> {t("flow.free")}
            </Badge>
          </div>
        </DialogHeader>
      )}

      {request ? (
        <CodeStep
          key={request.sentAt}
          request={request}
          onResent={setRequest}
          onBack={() => setRequest(null)}
          onSignedIn={onSignedIn}
        />
      ) : (
        <IdentifyStep
          channel={channel}
          onChannelChange={setChannel}
          drafts={drafts}
          onDraftsChange={setDrafts}
          onSent={setRequest}
          returnTo={returnTo}
        />
      )}
      <SignInTerms />
    </>
  );
}
