import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** lucide-react no longer ships brand marks, so these are simple outline glyphs in its style. */
const glyph = (children: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    className="size-5"
  >
    {children}
  </svg>
);

const SOCIAL = [
  {
    name: "Instagram",
    href: "https://www.instagram.com/saheli.in",
    icon: glyph(
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <path d="M17.5 6.5h.01" />
      </>,
    ),
  },
  {
    name: "Facebook",
    href: "https://www.facebook.com/saheli.in",
    icon: glyph(<path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />),
  },
  {
    name: "LinkedIn",
    href: "https://www.linkedin.com/company/saheli-in",
    icon: glyph(
      <>
        <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
        <rect x="2" y="9" width="4" height="12" />
        <circle cx="4" cy="4" r="2" />
      </>,
    ),
  },
  {
    name: "YouTube",
    href: "https://www.youtube.com/@saheli.in",
    icon: glyph(
      <>
        <rect x="2" y="5" width="20" height="14" rx="4" />
        <path d="m10 9 5 3-5 3z" />
      </>,
    ),
  },
] as const;

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <ul className="flex gap-2">
      {SOCIAL.map((social) => (
        <li key={social.name}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("footer.socialLabel", { name: social.name })}
            className="inline-flex size-10 items-center justify-center rounded-full bg-card text-foreground ring-1 ring-border transition-colors hover:bg-primary hover:text-primary-foreground hover:ring-primary"
          >
            {social.icon}
          </a>
        </li>
      ))}
    </ul>
  );
}
