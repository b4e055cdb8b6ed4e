import "./fonts.css";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "@/app/providers";
import { AppRouter } from "@/app/router";
import { installClientErrorReporting } from "@/lib/client-logs";
import { preloadPath } from "@/lib/preload";

// Errors and warnings go to POST /api/logs (sanitised, 10 a minute); a deploy's missing chunk reloads once.
installClientErrorReporting();

// The page being opened fetches its data while its code arrives, not after.
preloadPath(window.location.pathname);

const root = document.getElementById("root");
if (!root) throw new Error("The #root element is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
