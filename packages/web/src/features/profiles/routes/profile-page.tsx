import { profilePath } from "@saheli/core/profile";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { isApiError } from "@/lib/api-client";
import { useProfile } from "../api/get-profile";
import { LimitedProfile } from "../components/limited-profile";
import { ProfileDialogsProvider } from "../components/profile-dialogs";
import { ProfileError, ProfileNotFound, ProfileSignIn, ProfileSkeleton } from "../components/profile-states";
import { ProfileView } from "../components/profile-view";
import { useProfilesT } from "../i18n";

/** /profile/{username or id} (doc 2 §2; decision 005). */
export function Component() {
  const { t } = useProfilesT();
  const key = useParams().id ?? "";
  const profile = useProfile(key);
  const page = profile.data;
  const navigate = useNavigate();
  const movedTo = page?.moved_to;

  // An old username (given up within 90 days) answers her profile and her name now: the address follows.
  useEffect(() => {
    if (movedTo && movedTo.toLowerCase() !== key.toLowerCase()) {
      void navigate(profilePath({ id: "", username: movedTo }), { replace: true });
    }
  }, [movedTo, key, navigate]);

  let body: React.ReactNode;
  if (profile.isPending) body = <ProfileSkeleton />;
  else if (profile.isError) {
    const status = isApiError(profile.error) ? profile.error.status : 0;
    if (status === 404) body = <ProfileNotFound />;
    else if (status === 401) body = <ProfileSignIn />;
    else
      body = (
        <ProfileError
          error={profile.error}
          retrying={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      );
  } else if (page?.limited) body = <LimitedProfile page={page} />;
  else if (page) body = <ProfileView page={page} pageKey={key} />;

  const title =
    page && !profile.isError ? t("page.title", { name: page.profile.full_name }) : t("page.titleFallback");
  return (
    <ProfileDialogsProvider page={profile.isError ? undefined : page}>
      <title>{title}</title>
      {body}
    </ProfileDialogsProvider>
  );
}
