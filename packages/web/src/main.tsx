import "./fonts.css";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "@/app/providers";
import { AppRouter } from "@/app/router";
import { installClientErrorReporting, reportError } from "@/lib/client-logs";
import { startI18n } from "@/lib/i18n/i18n";
import { initialLanguage } from "@/lib/i18n/language";
import { preloadPath } from "@/lib/preload";

// Errors and warnings go to POST /api/logs (sanitised, 10 a minute); a deploy's missing chunk reloads once.
installClientErrorReporting();

// The page being opened fetches its data while its code arrives, not after.
preloadPath(window.location.pathname);

const root = document.getElementById("root");
if (!root) throw new Error("The #root element is missing from index.html");

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );

// Her language's words are in place before the first paint (English's are in this bundle; Hindi's one chunk).
// Should her language's words fail to arrive, the app still opens, in English.
void startI18n(initialLanguage()).then(render, (error: unknown) => {
  reportError(error);
  render();
});
