import { VideoMeetingsSection } from "@/features/connections/components/video-meetings-section";
import { Component as ShopSettingsPage } from "@/features/marketplace/routes/shop-settings-page";

/** /vendor/settings: the shop's own settings, with her Zoom and Google Calendar connections among them. */
export function Component() {
  return (
    <ShopSettingsPage>
      <VideoMeetingsSection />
    </ShopSettingsPage>
  );
}
