import type { ProfilePage } from "@saheli/core/contracts/profiles";
import { PosterJobs } from "@/components/poster-jobs-slot";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/cn";
import { useProfilesT } from "../i18n";
import { AboutCard } from "./about-card";
import { CompletionMeter } from "./completion-meter";
import { EducationSection } from "./education-section";
import { ExperienceSection } from "./experience-section";
import { ProfilePosts } from "./posts-slot";
import { ProfileHero } from "./profile-hero";
import { ProfileViewers } from "./profile-viewers";
import { SkillsSection } from "./skills-section";
import { useMoveItem } from "./use-move-item";

/** A full profile: hero, then About (bio, experience, education, skills) and Posts tabs. */
export function ProfileView({ page, pageKey }: { page: ProfilePage; pageKey: string }) {
  const { t } = useProfilesT();
  const own = page.is_own;
  const onMove = useMoveItem(page.profile.id, pageKey);
  const firstName = page.profile.full_name.split(/\s+/)[0] || page.profile.full_name;
  const aside = own && page.completion !== null;
  return (
    <div
      className={cn(
        "mx-auto grid w-full gap-4 pb-8 sm:px-4 sm:pt-4 lg:gap-6 lg:px-8 lg:pt-6",
        aside ? "max-w-5xl lg:grid-cols-[minmax(0,1fr)_20rem]" : "max-w-3xl",
      )}
    >
      <div className="grid min-w-0 content-start gap-4">
        <ProfileHero page={page} />
        {own && page.completion && (
          <div className="grid gap-4 px-4 sm:px-0 lg:hidden">
            <CompletionMeter completion={page.completion} />
            <ProfileViewers />
          </div>
        )}
        <Tabs defaultValue="about" className="px-4 sm:px-0">
          <TabsList aria-label={t("view.sections")}>
            <TabsTrigger value="about">{t("view.about")}</TabsTrigger>
            <TabsTrigger value="posts">{t("view.posts")}</TabsTrigger>
          </TabsList>
          <TabsContent value="about" className="grid gap-4">
            <AboutCard bio={page.profile.bio} own={own} />
            <PosterJobs posterId={page.profile.id} name={firstName} own={own} />
            <ExperienceSection items={page.experience} own={own} onMove={onMove} />
            <EducationSection items={page.education} own={own} onMove={onMove} />
            <SkillsSection items={page.skills} own={own} onMove={onMove} />
            {!own &&
              !page.profile.bio &&
              page.experience.length + page.education.length + page.skills.length === 0 && (
                <p className="px-1 text-muted-foreground text-sm">
                  {t("view.nothingMore", { name: firstName })}
                </p>
              )}
          </TabsContent>
          <TabsContent value="posts">
            <ProfilePosts profileId={page.profile.id} name={firstName} own={own} />
          </TabsContent>
        </Tabs>
      </div>
      {aside && page.completion && (
        <aside className="hidden lg:block">
          <div className="sticky top-24 grid gap-4">
            <CompletionMeter completion={page.completion} />
            <ProfileViewers />
          </div>
        </aside>
      )}
    </div>
  );
}
