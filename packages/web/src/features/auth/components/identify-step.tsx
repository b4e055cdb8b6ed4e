import { AuthMessages, type OtpChannel } from "@saheli/core/auth";
import { Mail, Smartphone } from "lucide-react";
import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuthProviders } from "../api/get-providers";
import { useAuthT } from "../i18n";
import { type CodeRequest, IdentifierForm } from "./identifier-form";
import { OAuthButtons } from "./oauth-buttons";

export type Drafts = Record<OtpChannel, string>;

type IdentifyStepProps = {
  channel: OtpChannel;
  onChannelChange: (channel: OtpChannel) => void;
  drafts: Drafts;
  onDraftsChange: (drafts: Drafts) => void;
  onSent: (request: CodeRequest) => void;
  returnTo: string;
};

/** Step one: Email and Phone tabs, then any configured OAuth providers. */
export function IdentifyStep(props: IdentifyStepProps) {
  const { channel, onChannelChange, drafts, onDraftsChange, onSent, returnTo } = props;
  const providers = useAuthProviders();
  const [switched, setSwitched] = useState(false);
  const { t } = useAuthT();
  const smsUnavailable = providers.data?.sms === false ? AuthMessages.smsNotConfigured : null;

  const form = (tab: OtpChannel) => (
    <IdentifierForm
      channel={tab}
      value={drafts[tab]}
      onValueChange={(value) => onDraftsChange({ ...drafts, [tab]: value })}
      onSent={onSent}
      unavailable={tab === "sms" ? smsUnavailable : null}
      autoFocus={!switched}
    />
  );

  return (
    <div className="grid gap-5">
      <Tabs
        value={channel}
        onValueChange={(value) => {
          setSwitched(true);
          onChannelChange(value as OtpChannel);
        }}
      >
        <TabsList aria-label={t("identify.signInWith")} className="grid w-full grid-cols-2">
          <TabsTrigger value="email">
            <Mail aria-hidden /> {t("identify.email")}
          </TabsTrigger>
          <TabsTrigger value="sms">
            <Smartphone aria-hidden /> {t("identify.phone")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="email">{form("email")}</TabsContent>
        <TabsContent value="sms">{form("sms")}</TabsContent>
      </Tabs>
      <OAuthButtons providers={providers.data?.oauth ?? []} returnTo={returnTo} />
    </div>
  );
}
