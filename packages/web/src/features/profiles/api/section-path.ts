import type { EducationInput, ExperienceInput, SkillInput } from "@saheli/core/contracts/profiles";

/** The owner's lists on a profile, each with the same four calls (decision 005). */
export type ProfileSection = "experience" | "education" | "skills";

export type SectionInput = {
  experience: ExperienceInput;
  education: EducationInput;
  skills: SkillInput;
};

export const sectionPath = (profileId: string, section: ProfileSection, rest = "") =>
  `/api/profiles/${encodeURIComponent(profileId)}/${section}${rest}`;
